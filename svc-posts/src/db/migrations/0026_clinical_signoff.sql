CREATE TABLE "posts"."clinical_signoff_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."post_signoff_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"version" integer NOT NULL,
	"payload_hash" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "post_signoff_versions_post_version_unique" UNIQUE("post_id","version")
);
--> statement-breakpoint
CREATE TABLE "posts"."post_signoffs" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"payload_hash" text NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."signoff_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"payload_hash" text NOT NULL,
	"token" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signoff_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE INDEX "post_signoffs_account_state_idx" ON "posts"."post_signoffs" USING btree ("account_id","state");