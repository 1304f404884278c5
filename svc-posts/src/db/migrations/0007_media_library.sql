CREATE TABLE "posts"."media_copy" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt_text" text,
	"shows_person" boolean NOT NULL,
	"person_consent" boolean NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "media_copy_account_idx" ON "posts"."media_copy" USING btree ("account_id","url");