ALTER TABLE "files" ADD COLUMN "pdf_blob_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "pdf_size" bigint;