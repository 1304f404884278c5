CREATE TABLE "posts"."ai_usage" (
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"model" text NOT NULL,
	"task" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"completion_tokens" bigint DEFAULT 0 NOT NULL,
	"cost_micro_usd" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_account_id_month_model_task_pk" PRIMARY KEY("account_id","month","model","task")
);
--> statement-breakpoint
ALTER TABLE "posts"."ai_configurations" ALTER COLUMN "monthly_budget_usd" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "posts"."ai_configurations" ALTER COLUMN "monthly_budget_usd" SET DEFAULT 20;