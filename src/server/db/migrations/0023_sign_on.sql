CREATE TABLE "linked_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"protocol" text NOT NULL,
	"provider_id" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_on_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"provider_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_on_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"protocol" text NOT NULL,
	"provider_id" text NOT NULL,
	"sign_out" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sign_on_provider" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sign_out" jsonb;--> statement-breakpoint
ALTER TABLE "linked_identities" ADD CONSTRAINT "linked_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_on_tickets" ADD CONSTRAINT "sign_on_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_identities_subject_key" ON "linked_identities" USING btree ("protocol","provider_id","subject");--> statement-breakpoint
CREATE INDEX "linked_identities_user_idx" ON "linked_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_on_requests_key" ON "sign_on_requests" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sign_on_requests_expiry_idx" ON "sign_on_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_on_tickets_hash_key" ON "sign_on_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_on_tickets_user_idx" ON "sign_on_tickets" USING btree ("user_id");