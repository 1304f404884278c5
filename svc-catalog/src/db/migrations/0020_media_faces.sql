ALTER TABLE "catalog"."media" ADD COLUMN "faces" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The images and videos read before faces were looked for are read again (their words too): until then
-- svc-posts keeps what it was told of them.
UPDATE "catalog"."media" SET "image_text_status" = 'pending', "claimed_until" = NULL, "attempts" = 0 WHERE "image_text_status" IN ('read', 'failed');
