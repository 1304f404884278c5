CREATE TABLE "posts"."account_products_copy" (
	"account_product_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"original_product_id" integer,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text,
	"category_name" text,
	"example_posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."ai_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"model" text DEFAULT 'gpt-4o' NOT NULL,
	"temperature" text DEFAULT '0.7' NOT NULL,
	"target_post_length" integer DEFAULT 150 NOT NULL,
	"content_tone" text DEFAULT 'professional' NOT NULL,
	"default_hashtags" text,
	"content_guidelines" text,
	"avoid_medical_claims" boolean DEFAULT true NOT NULL,
	"include_cta" boolean DEFAULT true NOT NULL,
	"compliance_check" boolean DEFAULT true NOT NULL,
	"monthly_budget_usd" integer DEFAULT 20 NOT NULL,
	"daily_generation_limit" integer DEFAULT 50 NOT NULL,
	"send_budget_alerts" boolean DEFAULT true NOT NULL,
	"auto_pause" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_configurations_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "posts"."bulk_generated_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer,
	"content" text NOT NULL,
	"scheduled_date" timestamp with time zone,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone,
	"post_status" text DEFAULT 'pending' NOT NULL,
	"product_image" text,
	"product_name" text NOT NULL,
	"category_name" text,
	"content_hash" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_generated_posts_account_hash_unique" UNIQUE("account_id","content_hash")
);
--> statement-breakpoint
CREATE TABLE "posts"."companies_copy" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"location" text NOT NULL,
	"post_frequency_days" integer NOT NULL,
	"scheduled_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."removed_account_products" (
	"account_product_id" integer PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."scheduled_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"next_scheduled_date" timestamp with time zone,
	"post_frequency_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_periods_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE INDEX "account_products_copy_account_idx" ON "posts"."account_products_copy" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_generated_posts_account_date_idx" ON "posts"."bulk_generated_posts" USING btree ("account_id","scheduled_date");