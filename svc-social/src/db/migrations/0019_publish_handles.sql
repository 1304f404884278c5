ALTER TABLE "social"."published_posts" ADD COLUMN "publish_handle" text;--> statement-breakpoint
ALTER TABLE "social"."sandbox_containers" ADD COLUMN "published_id" text;