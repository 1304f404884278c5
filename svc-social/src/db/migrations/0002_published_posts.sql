CREATE TABLE "social"."published_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"platform" text NOT NULL,
	"post_id" text,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"published_date" timestamp with time zone,
	"product_id" integer,
	"product_name" text,
	"bulk_post_id" integer,
	"status" text NOT NULL,
	"attempt_started_at" timestamp with time zone,
	"permalink" text,
	"error" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "published_posts_bulk_post_page_platform_unique" ON "social"."published_posts" USING btree ("bulk_post_id","page_id","platform");--> statement-breakpoint
CREATE INDEX "published_posts_account_post_idx" ON "social"."published_posts" USING btree ("account_id","post_id");