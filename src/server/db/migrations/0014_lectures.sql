CREATE TABLE "attendance_marks" (
	"attendance_id" text NOT NULL,
	"user_id" text NOT NULL,
	"peer_id" text,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"hand_raised" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attendance_marks_attendance_id_user_id_pk" PRIMARY KEY("attendance_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lecture_attendances" (
	"id" text PRIMARY KEY NOT NULL,
	"lecture_id" text NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"spotlight_user_id" text
);
--> statement-breakpoint
CREATE TABLE "lecture_settings" (
	"lecture_id" text PRIMARY KEY NOT NULL,
	"room_id" text
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_attendance_id_lecture_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."lecture_attendances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_attendances" ADD CONSTRAINT "lecture_attendances_lecture_id_course_items_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_attendances" ADD CONSTRAINT "lecture_attendances_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_settings" ADD CONSTRAINT "lecture_settings_lecture_id_course_items_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_user_idx" ON "attendance_marks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lecture_attendances_lecture_idx" ON "lecture_attendances" USING btree ("lecture_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_attendances_one_open_idx" ON "lecture_attendances" USING btree ("lecture_id") WHERE "lecture_attendances"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "lecture_attendances_started_by_idx" ON "lecture_attendances" USING btree ("started_by");