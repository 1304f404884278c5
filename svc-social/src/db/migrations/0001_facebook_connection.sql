CREATE TABLE "social"."facebook_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_token_encrypted" text NOT NULL,
	"long_lived_token_encrypted" text NOT NULL,
	"token_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'connected' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facebook_connections_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "social"."oauth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_states_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "social"."platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"max_hashtags" integer NOT NULL,
	"recommended_length" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platforms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "social"."selected_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"page_category" text,
	"platform" text NOT NULL,
	"access_token_encrypted" text,
	"instagram_id" text,
	"instagram_username" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oauth_states_account_id_idx" ON "social"."oauth_states" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selected_pages_account_platform_page_unique" ON "social"."selected_pages" USING btree ("account_id","platform","page_id");