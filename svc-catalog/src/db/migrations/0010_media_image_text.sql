ALTER TABLE "catalog"."media" ADD COLUMN "image_text" text;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "image_text_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "image_text_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "image_text_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "media_image_text_unread_idx" ON "catalog"."media" USING btree ("image_text_lease_until") WHERE "catalog"."media"."image_text_status" in ('pending', 'reading');