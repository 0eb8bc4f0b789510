ALTER TABLE "notes" ADD COLUMN "lecture_id" text;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_lecture_id_course_items_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notes_user_lecture_idx" ON "notes" USING btree ("user_id","lecture_id");--> statement-breakpoint
CREATE INDEX "notes_lecture_idx" ON "notes" USING btree ("lecture_id");