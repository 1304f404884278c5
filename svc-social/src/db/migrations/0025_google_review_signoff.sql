ALTER TABLE "social"."google_review_replies" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "social"."google_review_replies" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "social"."google_review_replies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social"."google_review_replies" ADD COLUMN "review_comment" text;