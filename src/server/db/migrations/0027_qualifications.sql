CREATE TABLE "cvq_outcomes" (
	"id" text PRIMARY KEY NOT NULL,
	"unit_id" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cvq_units" (
	"id" text PRIMARY KEY NOT NULL,
	"cvq_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"portfolio_id" text NOT NULL,
	"outcome_id" text NOT NULL,
	"verdict" text NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"assessor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_descriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_evidence" (
	"id" text PRIMARY KEY NOT NULL,
	"portfolio_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"file_id" text,
	"work_kind" text,
	"work_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"cvq_id" text NOT NULL,
	"opened_by" text,
	"certified_at" timestamp with time zone,
	"certified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cvq_outcomes" ADD CONSTRAINT "cvq_outcomes_unit_id_cvq_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."cvq_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cvq_units" ADD CONSTRAINT "cvq_units_cvq_id_cvqs_id_fk" FOREIGN KEY ("cvq_id") REFERENCES "public"."cvqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_assessments" ADD CONSTRAINT "outcome_assessments_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_assessments" ADD CONSTRAINT "outcome_assessments_outcome_id_cvq_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."cvq_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_assessments" ADD CONSTRAINT "outcome_assessments_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_descriptions" ADD CONSTRAINT "personal_descriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_evidence" ADD CONSTRAINT "portfolio_evidence_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_evidence" ADD CONSTRAINT "portfolio_evidence_unit_id_cvq_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."cvq_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_evidence" ADD CONSTRAINT "portfolio_evidence_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_cvq_id_cvqs_id_fk" FOREIGN KEY ("cvq_id") REFERENCES "public"."cvqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_certified_by_users_id_fk" FOREIGN KEY ("certified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cvq_outcomes_code_key" ON "cvq_outcomes" USING btree ("unit_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cvq_units_code_key" ON "cvq_units" USING btree ("cvq_id","code");--> statement-breakpoint
CREATE INDEX "outcome_assessments_portfolio_idx" ON "outcome_assessments" USING btree ("portfolio_id","outcome_id","created_at");--> statement-breakpoint
CREATE INDEX "outcome_assessments_outcome_idx" ON "outcome_assessments" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "outcome_assessments_assessor_idx" ON "outcome_assessments" USING btree ("assessor_id");--> statement-breakpoint
CREATE INDEX "portfolio_evidence_portfolio_idx" ON "portfolio_evidence" USING btree ("portfolio_id","unit_id");--> statement-breakpoint
CREATE INDEX "portfolio_evidence_unit_idx" ON "portfolio_evidence" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "portfolio_evidence_file_idx" ON "portfolio_evidence" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_student_cvq_key" ON "portfolios" USING btree ("student_id","cvq_id");--> statement-breakpoint
CREATE INDEX "portfolios_cvq_idx" ON "portfolios" USING btree ("cvq_id");--> statement-breakpoint
CREATE INDEX "portfolios_opened_by_idx" ON "portfolios" USING btree ("opened_by");--> statement-breakpoint
CREATE INDEX "portfolios_certified_by_idx" ON "portfolios" USING btree ("certified_by");