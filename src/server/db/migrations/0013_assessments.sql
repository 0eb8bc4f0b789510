CREATE TABLE "accommodations" (
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accommodations_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_settings" (
	"item_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"attempts_allowed" integer NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_choices" boolean DEFAULT false NOT NULL,
	"allow_answer_file" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"mark" double precision,
	"marked_by" text,
	"feedback" text DEFAULT '' NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"ended_by" text,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"order" jsonb NOT NULL,
	"mark" double precision,
	"feedback" text DEFAULT '' NOT NULL,
	"graded_at" timestamp with time zone,
	"graded_by" text,
	"released_at" timestamp with time zone,
	"answer_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_events" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"item_id" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"choices" jsonb NOT NULL,
	"answer" text NOT NULL,
	"marks" integer NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	CONSTRAINT "questions_item_id_id_pk" PRIMARY KEY("item_id","id")
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_settings" ADD CONSTRAINT "assessment_settings_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_answer_file_id_files_id_fk" FOREIGN KEY ("answer_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_events" ADD CONSTRAINT "focus_events_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_user_idx" ON "accommodations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_item_user_number_idx" ON "attempts" USING btree ("item_id","user_id","number");--> statement-breakpoint
CREATE INDEX "attempts_user_idx" ON "attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attempts_open_deadline_idx" ON "attempts" USING btree ("state","deadline_at");--> statement-breakpoint
CREATE INDEX "attempts_graded_by_idx" ON "attempts" USING btree ("graded_by");--> statement-breakpoint
CREATE INDEX "attempts_answer_file_idx" ON "attempts" USING btree ("answer_file_id");--> statement-breakpoint
CREATE INDEX "focus_events_attempt_idx" ON "focus_events" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE INDEX "questions_item_position_idx" ON "questions" USING btree ("item_id","position");