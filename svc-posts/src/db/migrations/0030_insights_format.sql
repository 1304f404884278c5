ALTER TABLE "posts"."post_insights" ADD COLUMN "watch_time_avg_ms" integer;--> statement-breakpoint
ALTER TABLE "posts"."post_insights" ADD COLUMN "watch_time_total_ms" bigint;--> statement-breakpoint
ALTER TABLE "posts"."post_insights" ADD COLUMN "replies" integer;--> statement-breakpoint
ALTER TABLE "posts"."post_insights" ADD COLUMN "exits" integer;--> statement-breakpoint
ALTER TABLE "posts"."post_insights" ADD COLUMN "taps_forward" integer;--> statement-breakpoint
ALTER TABLE "posts"."post_insights" ADD COLUMN "taps_back" integer;--> statement-breakpoint
ALTER TABLE "posts"."post_insights" ADD COLUMN "format" text DEFAULT 'feed' NOT NULL;