ALTER TABLE "posts"."admin_user_emails_copy" ADD COLUMN "can_sign_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "pulled_back" jsonb;