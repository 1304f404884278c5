CREATE TABLE "social"."insight_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"checkpoint" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"next_try_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"claim_owner" text,
	"collected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social"."insight_unavailable_metrics" (
	"network" text NOT NULL,
	"request" text NOT NULL,
	"metric" text NOT NULL,
	"reason" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_unavailable_metrics_network_request_pk" PRIMARY KEY("network","request")
);
--> statement-breakpoint
CREATE TABLE "social"."insight_values" (
	"publication_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"checkpoint" text NOT NULL,
	"metric" text NOT NULL,
	"request" text NOT NULL,
	"status" text NOT NULL,
	"value" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_values_publication_id_checkpoint_metric_pk" PRIMARY KEY("publication_id","checkpoint","metric")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_checkpoints_publication_checkpoint_unique" ON "social"."insight_checkpoints" USING btree ("publication_id","checkpoint");--> statement-breakpoint
CREATE INDEX "insight_checkpoints_due_idx" ON "social"."insight_checkpoints" USING btree ("due_at") WHERE "social"."insight_checkpoints"."status" = 'due';--> statement-breakpoint
CREATE INDEX "insight_checkpoints_account_idx" ON "social"."insight_checkpoints" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "insight_values_account_idx" ON "social"."insight_values" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "published_posts_published_date_idx" ON "social"."published_posts" USING btree ("published_date");