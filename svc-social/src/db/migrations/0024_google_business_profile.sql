CREATE TABLE "social"."google_connections" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"scopes" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."google_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_name" text NOT NULL,
	"title" text NOT NULL,
	"account_name" text NOT NULL,
	"address" text,
	"phone" text,
	"website_uri" text,
	"verified" boolean DEFAULT false NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."google_review_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"review_name" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"author_name" text NOT NULL,
	"author_user_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."google_sandbox_records" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"user_key" integer NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_sandbox_records_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "social"."connect_tickets" ADD COLUMN "provider" text DEFAULT 'facebook' NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."oauth_states" ADD COLUMN "provider" text DEFAULT 'facebook' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "google_locations_account_location_unique" ON "social"."google_locations" USING btree ("account_id","location_name");--> statement-breakpoint
CREATE UNIQUE INDEX "google_review_replies_review_unique" ON "social"."google_review_replies" USING btree ("review_name");--> statement-breakpoint
CREATE INDEX "google_sandbox_records_user_idx" ON "social"."google_sandbox_records" USING btree ("kind","user_key");