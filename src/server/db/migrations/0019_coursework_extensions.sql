CREATE TABLE "coursework_extensions" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"course_id" text NOT NULL,
	"user_id" text,
	"group_id" text,
	"due_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coursework_extensions_one_holder" CHECK (num_nonnulls("coursework_extensions"."user_id", "coursework_extensions"."group_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "coursework_extensions" ADD CONSTRAINT "coursework_extensions_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_extensions" ADD CONSTRAINT "coursework_extensions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_extensions" ADD CONSTRAINT "coursework_extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_extensions" ADD CONSTRAINT "coursework_extensions_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_extensions" ADD CONSTRAINT "coursework_extensions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_extensions" ADD CONSTRAINT "coursework_extensions_member_fk" FOREIGN KEY ("course_id","user_id") REFERENCES "public"."course_members"("course_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coursework_extensions_item_user_idx" ON "coursework_extensions" USING btree ("item_id","user_id") WHERE "coursework_extensions"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coursework_extensions_item_group_idx" ON "coursework_extensions" USING btree ("item_id","group_id") WHERE "coursework_extensions"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "coursework_extensions_member_idx" ON "coursework_extensions" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "coursework_extensions_user_idx" ON "coursework_extensions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coursework_extensions_group_idx" ON "coursework_extensions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "coursework_extensions_granted_by_idx" ON "coursework_extensions" USING btree ("granted_by");