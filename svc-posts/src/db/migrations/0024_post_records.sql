CREATE TABLE "posts"."post_record_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_ref" text,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."post_records" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"scheduled_date" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "posts"."ai_configurations" ADD COLUMN "record_retention_years" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."post_record_steps" ADD CONSTRAINT "post_record_steps_post_id_post_records_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "posts"."post_records"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_record_steps_post_idx" ON "posts"."post_record_steps" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "post_record_steps_account_idx" ON "posts"."post_record_steps" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "post_records_account_date_idx" ON "posts"."post_records" USING btree ("account_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "post_records_deleted_idx" ON "posts"."post_records" USING btree ("deleted_at") WHERE "posts"."post_records"."deleted_at" is not null;