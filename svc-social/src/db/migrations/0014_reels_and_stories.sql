ALTER TABLE "social"."published_posts" ADD COLUMN "format" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "share_to_feed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_posts" ADD COLUMN "format" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_posts" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_posts" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_posts" ADD COLUMN "share_to_feed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_posts" ADD COLUMN "expires_at" timestamp with time zone;