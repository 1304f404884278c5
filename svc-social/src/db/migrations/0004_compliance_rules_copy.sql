CREATE TABLE "social"."compliance_rules_copy" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"rule_set" jsonb NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
