ALTER TABLE "posts"."media_copy" ADD COLUMN "image_text" text;--> statement-breakpoint
ALTER TABLE "posts"."media_copy" ADD COLUMN "image_text_status" text DEFAULT 'pending' NOT NULL;