CREATE TABLE "discussion_assessments" (
	"discussion_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mark" integer NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discussion_assessments_discussion_id_user_id_pk" PRIMARY KEY("discussion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"discussion_id" text NOT NULL,
	"parent_id" text,
	"author_id" text,
	"attendance_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discussion_settings" (
	"discussion_id" text PRIMARY KEY NOT NULL,
	"max_mark" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_bookings" (
	"consult_id" text NOT NULL,
	"user_id" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consult_bookings_consult_id_user_id_pk" PRIMARY KEY("consult_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "consult_settings" (
	"consult_id" text PRIMARY KEY NOT NULL,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "team_meeting_members" (
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"accept" text DEFAULT 'invited' NOT NULL,
	"responded_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "team_meeting_members_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "discussion_assessments" ADD CONSTRAINT "discussion_assessments_discussion_id_course_items_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_assessments" ADD CONSTRAINT "discussion_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_assessments" ADD CONSTRAINT "discussion_assessments_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_discussion_id_course_items_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_parent_id_discussion_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discussion_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_attendance_id_lecture_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."lecture_attendances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_settings" ADD CONSTRAINT "discussion_settings_discussion_id_course_items_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_bookings" ADD CONSTRAINT "consult_bookings_consult_id_course_items_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_bookings" ADD CONSTRAINT "consult_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_settings" ADD CONSTRAINT "consult_settings_consult_id_course_items_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_meeting_members" ADD CONSTRAINT "team_meeting_members_meeting_id_course_items_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_meeting_members" ADD CONSTRAINT "team_meeting_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_assessments_user_idx" ON "discussion_assessments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussion_assessments_marked_by_idx" ON "discussion_assessments" USING btree ("marked_by");--> statement-breakpoint
CREATE INDEX "discussion_comments_discussion_idx" ON "discussion_comments" USING btree ("discussion_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_comments_parent_idx" ON "discussion_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "discussion_comments_author_idx" ON "discussion_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "discussion_comments_attendance_idx" ON "discussion_comments" USING btree ("attendance_id");--> statement-breakpoint
CREATE INDEX "consult_bookings_user_idx" ON "consult_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_meeting_members_user_idx" ON "team_meeting_members" USING btree ("user_id");