CREATE TABLE "catalog"."media" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"image_path" text NOT NULL,
	"source" text NOT NULL,
	"alt_text" text,
	"shows_person" boolean DEFAULT false NOT NULL,
	"person_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_account_path_unique" UNIQUE NULLS NOT DISTINCT("account_id","image_path")
);
--> statement-breakpoint
CREATE TABLE "catalog"."post_image_uses" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"media_ids" integer[] NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "post_image_uses_account_idx" ON "catalog"."post_image_uses" USING btree ("account_id");