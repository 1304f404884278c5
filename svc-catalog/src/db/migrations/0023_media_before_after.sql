ALTER TABLE "catalog"."media" ADD COLUMN "before_after" jsonb;--> statement-breakpoint
-- The images read before composites were looked for are read again (their words and faces too, and the
-- words the reading was sure of): until then svc-posts keeps what it was told of them.
UPDATE "catalog"."media" SET "image_text_status" = 'pending', "claimed_until" = NULL, "attempts" = 0 WHERE "kind" = 'image' AND "image_text_status" IN ('read', 'failed');
