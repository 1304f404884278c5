CREATE TABLE "social"."connect_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."sandbox_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."sandbox_containers" (
	"id" text PRIMARY KEY NOT NULL,
	"ig_id" text NOT NULL,
	"caption" text NOT NULL,
	"image_url" text NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."sandbox_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"page_id" text NOT NULL,
	"platform" text NOT NULL,
	"message" text NOT NULL,
	"image_url" text,
	"permalink" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social"."sandbox_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"page_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "facebook_user_id" text;--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "facebook_user_name" text;--> statement-breakpoint
ALTER TABLE "social"."oauth_states" ADD COLUMN "nonce_hash" text;--> statement-breakpoint
CREATE INDEX "sandbox_posts_user_created_idx" ON "social"."sandbox_posts" USING btree ("user_key","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_tokens_created_at_idx" ON "social"."sandbox_tokens" USING btree ("created_at");