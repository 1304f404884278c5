CREATE TABLE "social"."google_review_syncs" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "social"."google_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_name" text NOT NULL,
	"review_name" text NOT NULL,
	"reviewer" text NOT NULL,
	"stars" integer,
	"comment" text DEFAULT '' NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"reply_text" text,
	"reply_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "google_reviews_account_review_unique" ON "social"."google_reviews" USING btree ("account_id","review_name");--> statement-breakpoint
CREATE INDEX "google_reviews_account_location_idx" ON "social"."google_reviews" USING btree ("account_id","location_name");