DROP INDEX "posts"."outbox_unpublished_idx";--> statement-breakpoint
ALTER TABLE "posts"."outbox" ADD COLUMN "set_aside_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "posts"."outbox" USING btree ("created_at","id") WHERE "posts"."outbox"."published_at" is null and "posts"."outbox"."set_aside_at" is null;