CREATE TABLE "social"."inbox_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"parent_external_id" text,
	"direction" text NOT NULL,
	"visibility" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"steer" text,
	"written_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"private_replied_at" timestamp with time zone,
	"sent_by_user_id" integer,
	"sent_by_name" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."inbox_polls" (
	"selected_page_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social"."inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"text" text NOT NULL,
	"visibility" text NOT NULL,
	"state" text NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_by_user_id" integer,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_item_id" integer,
	"external_id" text,
	"error" text,
	"reviewed_by_user_id" integer,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"attempt_started_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."inbox_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"wait_alert_hours" integer DEFAULT 4 NOT NULL,
	"opening_hours" jsonb,
	"daily_mail" boolean DEFAULT true NOT NULL,
	"reply_sign_off" text DEFAULT 'off' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."inbox_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"thread_key" text NOT NULL,
	"kind" text NOT NULL,
	"network" text NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"ig_account_id" text,
	"ig_username" text,
	"post_external_id" text,
	"bulk_post_id" integer,
	"permalink" text,
	"post_excerpt" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"last_item_at" timestamp with time zone NOT NULL,
	"last_item_excerpt" text NOT NULL,
	"waiting_since" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."inbox_webhook_events" (
	"event_key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_account_external_unique" ON "social"."inbox_items" USING btree ("account_id","network","external_id");--> statement-breakpoint
CREATE INDEX "inbox_items_thread_idx" ON "social"."inbox_items" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "inbox_replies_thread_idx" ON "social"."inbox_replies" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "inbox_replies_state_idx" ON "social"."inbox_replies" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_threads_account_key_unique" ON "social"."inbox_threads" USING btree ("account_id","thread_key");--> statement-breakpoint
CREATE INDEX "inbox_threads_account_waiting_idx" ON "social"."inbox_threads" USING btree ("account_id","waiting_since");