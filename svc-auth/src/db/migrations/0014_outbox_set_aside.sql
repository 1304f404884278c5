DROP INDEX "auth"."outbox_unpublished_idx";--> statement-breakpoint
ALTER TABLE "auth"."outbox" ADD COLUMN "set_aside_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "auth"."outbox" USING btree ("created_at","id") WHERE "auth"."outbox"."published_at" is null and "auth"."outbox"."set_aside_at" is null;