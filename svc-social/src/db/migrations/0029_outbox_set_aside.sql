DROP INDEX "social"."outbox_unpublished_idx";--> statement-breakpoint
ALTER TABLE "social"."outbox" ADD COLUMN "set_aside_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "social"."outbox" USING btree ("created_at","id") WHERE "social"."outbox"."published_at" is null and "social"."outbox"."set_aside_at" is null;