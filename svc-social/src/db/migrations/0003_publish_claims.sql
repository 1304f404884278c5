CREATE TABLE "social"."leases" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social"."outbox" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "social"."published_posts" ADD COLUMN "attempt_id" text;--> statement-breakpoint
ALTER TABLE "social"."published_posts" ADD COLUMN "failed_lookups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "social"."outbox" USING btree ("created_at","id") WHERE "social"."outbox"."published_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_published_at_idx" ON "social"."outbox" USING btree ("published_at") WHERE "social"."outbox"."published_at" is not null;