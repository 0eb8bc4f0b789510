ALTER TABLE "consult_bookings" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_settings" ADD COLUMN "slot_minutes" integer;--> statement-breakpoint
ALTER TABLE "consult_settings" ADD COLUMN "slot_places" integer;