ALTER TABLE "catalog"."media" RENAME COLUMN "image_text_lease_until" TO "claimed_until";--> statement-breakpoint
ALTER TABLE "catalog"."media" RENAME COLUMN "image_text_attempts" TO "attempts";--> statement-breakpoint
DROP INDEX "catalog"."media_image_text_unread_idx";--> statement-breakpoint
CREATE INDEX "media_image_text_unread_idx" ON "catalog"."media" USING btree ("claimed_until") WHERE "catalog"."media"."image_text_status" in ('pending', 'reading');