ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "publish_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "publishing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "late_by_seconds" integer;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "published_pages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bulk_generated_posts_due_idx" ON "posts"."bulk_generated_posts" USING btree ("post_status","scheduled_date");