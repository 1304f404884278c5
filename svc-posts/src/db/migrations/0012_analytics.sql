CREATE TABLE "posts"."post_insights" (
	"post_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"graph_post_id" text NOT NULL,
	"checkpoint" text NOT NULL,
	"checkpoint_rank" integer NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"product_id" integer,
	"original_product_id" integer,
	"product_name" text NOT NULL,
	"category_name" text,
	"views" integer,
	"reach" integer,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"saves" integer,
	"clicks" integer,
	"interactions" integer,
	"engagement" integer NOT NULL,
	CONSTRAINT "post_insights_post_id_platform_page_id_checkpoint_pk" PRIMARY KEY("post_id","platform","page_id","checkpoint")
);
--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "failure_code" text;--> statement-breakpoint
CREATE INDEX "post_insights_account_published_idx" ON "posts"."post_insights" USING btree ("account_id","published_at");--> statement-breakpoint
CREATE INDEX "post_insights_published_idx" ON "posts"."post_insights" USING btree ("published_at");