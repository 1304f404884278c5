ALTER TABLE "social"."facebook_connections" RENAME COLUMN "health_claimed_until" TO "claimed_until";--> statement-breakpoint
ALTER TABLE "social"."insight_checkpoints" RENAME COLUMN "next_try_at" TO "next_attempt_at";--> statement-breakpoint
ALTER TABLE "social"."insight_checkpoints" RENAME COLUMN "claim_owner" TO "claimed_by";