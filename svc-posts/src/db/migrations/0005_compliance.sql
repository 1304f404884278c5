CREATE TABLE "posts"."compliance_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"rule_id" text NOT NULL,
	"term" text NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."compliance_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"severity" text NOT NULL,
	"reason" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts"."compliance_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" text NOT NULL,
	"term" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone,
	CONSTRAINT "compliance_terms_rule_term_unique" UNIQUE("rule_id","term")
);
--> statement-breakpoint
ALTER TABLE "posts"."ai_configurations" ADD COLUMN "ai_disclosure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "acknowledgement" jsonb;--> statement-breakpoint
ALTER TABLE "posts"."bulk_generated_posts" ADD COLUMN "approval" jsonb;--> statement-breakpoint
ALTER TABLE "posts"."compliance_terms" ADD CONSTRAINT "compliance_terms_rule_id_compliance_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "posts"."compliance_rules"("id") ON DELETE no action ON UPDATE no action;