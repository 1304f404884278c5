CREATE TABLE "catalog"."media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"alt_text" text,
	"shows_person" boolean DEFAULT false NOT NULL,
	"person_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."video_conversions" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_status" text;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_progress" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_error" text;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_width" integer;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_height" integer;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_has_audio" boolean;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_path" text;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_cover_path" text;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_cover_at_seconds" double precision;--> statement-breakpoint
ALTER TABLE "catalog"."media" ADD COLUMN "video_cover_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."video_conversions" ADD CONSTRAINT "video_conversions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "catalog"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_updated_at_idx" ON "catalog"."media_uploads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "video_conversions_claimed_until_idx" ON "catalog"."video_conversions" USING btree ("claimed_until");