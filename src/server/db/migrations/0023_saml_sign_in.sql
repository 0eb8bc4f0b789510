CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_seen_assertions" (
	"provider_id" text NOT NULL,
	"assertion_id" text NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saml_seen_assertions_provider_id_assertion_id_pk" PRIMARY KEY("provider_id","assertion_id")
);
--> statement-breakpoint
CREATE INDEX "saml_requests_expires_idx" ON "saml_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saml_seen_assertions_keep_idx" ON "saml_seen_assertions" USING btree ("keep_until");