CREATE TABLE "posts"."admin_user_emails_copy" (
	"admin_user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."email_scheduling_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token" text NOT NULL,
	"post_ids" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_scheduling_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "posts"."mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"delivery" text NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "compliance_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."scheduled_periods" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "admin_user_emails_copy_account_idx" ON "posts"."admin_user_emails_copy" USING btree ("account_id");