CREATE TABLE "mail_recipient_quotas" (
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"sent_in_window" integer NOT NULL,
	CONSTRAINT "mail_recipient_quotas_recipient_kind_pk" PRIMARY KEY("recipient","kind")
);
