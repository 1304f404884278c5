ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "format" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "video_id" integer;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "video" jsonb;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "share_to_feed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."media_copy" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."media_copy" ADD COLUMN "video" jsonb;