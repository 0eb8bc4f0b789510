CREATE TABLE "help_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"title" text NOT NULL,
	"page" text NOT NULL,
	"audience" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sector_id" text,
	"course_code_id" text,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manuals" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "help_videos" ADD CONSTRAINT "help_videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_course_code_id_course_codes_id_fk" FOREIGN KEY ("course_code_id") REFERENCES "public"."course_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuals" ADD CONSTRAINT "manuals_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_videos_file_idx" ON "help_videos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "help_videos_page_idx" ON "help_videos" USING btree ("page");--> statement-breakpoint
CREATE INDEX "library_documents_file_idx" ON "library_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "library_documents_sector_idx" ON "library_documents" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "library_documents_course_code_idx" ON "library_documents" USING btree ("course_code_id");--> statement-breakpoint
CREATE INDEX "library_documents_added_by_idx" ON "library_documents" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "library_documents_created_idx" ON "library_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "manuals_file_idx" ON "manuals" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "manuals_position_idx" ON "manuals" USING btree ("position");