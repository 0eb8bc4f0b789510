CREATE TABLE "mail_attachments" (
	"message_id" text NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "mail_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"in_reply_to_id" text,
	"forwarded_from_id" text,
	"sent_at" timestamp with time zone,
	"sender_folder" text NOT NULL,
	"sender_removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_recipients" (
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"folder" text DEFAULT 'inbox' NOT NULL,
	"read_at" timestamp with time zone,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mail_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_copy" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_file_idx" ON "mail_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "mail_messages_sender_idx" ON "mail_messages" USING btree ("sender_id","sender_folder","updated_at");--> statement-breakpoint
CREATE INDEX "mail_messages_in_reply_to_idx" ON "mail_messages" USING btree ("in_reply_to_id");--> statement-breakpoint
CREATE INDEX "mail_messages_forwarded_from_idx" ON "mail_messages" USING btree ("forwarded_from_id");--> statement-breakpoint
CREATE INDEX "mail_recipients_user_idx" ON "mail_recipients" USING btree ("user_id","folder","read_at");