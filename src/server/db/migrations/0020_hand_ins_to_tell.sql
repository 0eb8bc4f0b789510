CREATE TABLE "hand_ins_to_tell" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"worker_id" text NOT NULL,
	"handed_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hand_ins_to_tell" ADD CONSTRAINT "hand_ins_to_tell_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hand_ins_to_tell_item_idx" ON "hand_ins_to_tell" USING btree ("item_id","handed_in_at");