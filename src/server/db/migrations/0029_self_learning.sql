CREATE TABLE "sl_modules" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_id" text,
	"watch_percent" integer DEFAULT 90 NOT NULL,
	"pass_percent" integer DEFAULT 50 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_id" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sl_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"launch_path" text NOT NULL,
	"storage_prefix" text NOT NULL,
	"file_count" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sl_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"status_id" text NOT NULL,
	"module_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"watched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"media_seconds" double precision,
	"resume_at" double precision DEFAULT 0 NOT NULL,
	"reached_end" boolean DEFAULT false NOT NULL,
	"test_percent" double precision,
	"test_answers" jsonb,
	"tested_at" timestamp with time zone,
	"scorm" jsonb,
	"score_percent" double precision,
	"time_spent_seconds" double precision DEFAULT 0 NOT NULL,
	"last_report_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sl_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sl_units" (
	"item_id" text PRIMARY KEY NOT NULL,
	"sequential" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sl_modules" ADD CONSTRAINT "sl_modules_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_modules" ADD CONSTRAINT "sl_modules_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_modules" ADD CONSTRAINT "sl_modules_package_id_sl_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."sl_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_packages" ADD CONSTRAINT "sl_packages_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_packages" ADD CONSTRAINT "sl_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_progress" ADD CONSTRAINT "sl_progress_status_id_sl_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."sl_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_progress" ADD CONSTRAINT "sl_progress_module_id_sl_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."sl_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_progress" ADD CONSTRAINT "sl_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_statuses" ADD CONSTRAINT "sl_statuses_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_statuses" ADD CONSTRAINT "sl_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sl_units" ADD CONSTRAINT "sl_units_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sl_modules_item_idx" ON "sl_modules" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "sl_modules_file_idx" ON "sl_modules" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "sl_modules_package_idx" ON "sl_modules" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "sl_packages_item_idx" ON "sl_packages" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "sl_packages_created_by_idx" ON "sl_packages" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "sl_progress_status_module_key" ON "sl_progress" USING btree ("status_id","module_id");--> statement-breakpoint
CREATE INDEX "sl_progress_module_idx" ON "sl_progress" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "sl_progress_user_idx" ON "sl_progress" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sl_statuses_item_user_key" ON "sl_statuses" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "sl_statuses_user_idx" ON "sl_statuses" USING btree ("user_id");