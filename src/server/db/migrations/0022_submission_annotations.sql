CREATE TABLE "submission_annotations" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"file_id" text NOT NULL,
	"page" integer NOT NULL,
	"shape" jsonb NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_annotations" ADD CONSTRAINT "submission_annotations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_annotations" ADD CONSTRAINT "submission_annotations_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_annotations" ADD CONSTRAINT "submission_annotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_annotations_submission_idx" ON "submission_annotations" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_annotations_file_idx" ON "submission_annotations" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "submission_annotations_author_idx" ON "submission_annotations" USING btree ("author_id");