CREATE TABLE "saml_seen_assertions" (
	"provider_id" text NOT NULL,
	"assertion_id" text NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saml_seen_assertions_provider_id_assertion_id_pk" PRIMARY KEY("provider_id","assertion_id")
);
--> statement-breakpoint
CREATE INDEX "saml_seen_assertions_keep_idx" ON "saml_seen_assertions" USING btree ("keep_until");