ALTER TABLE "lecture_attendances" ADD COLUMN "teacher_entered_at" timestamp with time zone;--> statement-breakpoint
-- Sittings from before this column let students in at the start: they count as entered then.
UPDATE "lecture_attendances" SET "teacher_entered_at" = "started_at";
