ALTER TABLE "social"."sandbox_containers" ALTER COLUMN "image_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."published_posts" ADD COLUMN "comment_status" text;--> statement-breakpoint
ALTER TABLE "social"."published_posts" ADD COLUMN "comment_id" text;--> statement-breakpoint
ALTER TABLE "social"."published_posts" ADD COLUMN "comment_attempt_id" text;--> statement-breakpoint
ALTER TABLE "social"."published_posts" ADD COLUMN "comment_attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social"."published_posts" ADD COLUMN "comment_error" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "children" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_posts" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_posts" ADD COLUMN "comments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "social"."sandbox_posts" SET "images" = jsonb_build_array(jsonb_build_object('url', "image_url", 'altText', null)) WHERE "image_url" IS NOT NULL;
