CREATE TABLE "coursework_settings" (
	"item_id" text PRIMARY KEY NOT NULL,
	"max_mark" integer NOT NULL,
	"late_policy" text NOT NULL,
	"rubric" jsonb,
	"students_choose_groups" boolean DEFAULT false NOT NULL,
	"max_group_size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_group_members" (
	"group_id" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "project_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"author_id" text NOT NULL,
	"group_id" text,
	"answer" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"mark" integer,
	"rubric_scores" jsonb,
	"feedback" text DEFAULT '' NOT NULL,
	"graded_at" timestamp with time zone,
	"graded_by" text,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "coursework_settings" ADD CONSTRAINT "coursework_settings_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_group_members" ADD CONSTRAINT "project_group_members_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_group_members" ADD CONSTRAINT "project_group_members_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_group_members" ADD CONSTRAINT "project_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_group_members_item_user_idx" ON "project_group_members" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "project_group_members_user_idx" ON "project_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_groups_item_idx" ON "project_groups" USING btree ("item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_item_group_idx" ON "submissions" USING btree ("item_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_item_author_idx" ON "submissions" USING btree ("item_id","author_id") WHERE "submissions"."group_id" is null;--> statement-breakpoint
CREATE INDEX "submissions_author_idx" ON "submissions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "submissions_group_idx" ON "submissions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "submissions_graded_by_idx" ON "submissions" USING btree ("graded_by");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_item_idx" ON "files" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "files_submission_idx" ON "files" USING btree ("submission_id");