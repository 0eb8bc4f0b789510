CREATE TABLE "gradebook_weights" (
	"course_id" text PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gradebook_weights" ADD CONSTRAINT "gradebook_weights_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_weights" ADD CONSTRAINT "gradebook_weights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gradebook_weights_updated_by_idx" ON "gradebook_weights" USING btree ("updated_by");