ALTER TABLE "posts"."outbox" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "unconfirmed_pages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "resolution" text;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "posts"."outbox" USING btree ("created_at","id") WHERE "posts"."outbox"."published_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_published_at_idx" ON "posts"."outbox" USING btree ("published_at") WHERE "posts"."outbox"."published_at" is not null;