ALTER TABLE "lecture_attendances" ADD COLUMN "shown_file_id" text;--> statement-breakpoint
ALTER TABLE "lecture_attendances" ADD COLUMN "shown_page" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_attendances" ADD COLUMN "shown_zoom" text DEFAULT 'page-width' NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_attendances" ADD CONSTRAINT "lecture_attendances_shown_file_id_files_id_fk" FOREIGN KEY ("shown_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;