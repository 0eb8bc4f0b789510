CREATE TABLE "mail_recipient_quotas" (
	"recipient" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"sent_in_window" integer NOT NULL
);
