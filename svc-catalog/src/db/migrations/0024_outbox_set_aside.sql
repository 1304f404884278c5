DROP INDEX "catalog"."outbox_unpublished_idx";--> statement-breakpoint
ALTER TABLE "catalog"."outbox" ADD COLUMN "set_aside_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "catalog"."outbox" USING btree ("created_at","id") WHERE "catalog"."outbox"."published_at" is null and "catalog"."outbox"."set_aside_at" is null;