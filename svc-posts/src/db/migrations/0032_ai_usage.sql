CREATE TABLE "posts"."ai_usage" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"model" text NOT NULL,
	"task" text NOT NULL,
	"prompt_tokens" integer NOT NULL,
	"completion_tokens" integer NOT NULL,
	"cost_micro_usd" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts"."ai_configurations" ALTER COLUMN "monthly_budget_usd" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "posts"."ai_configurations" ALTER COLUMN "monthly_budget_usd" SET DEFAULT 20;--> statement-breakpoint
CREATE INDEX "ai_usage_account_month_idx" ON "posts"."ai_usage" USING btree ("account_id","month");