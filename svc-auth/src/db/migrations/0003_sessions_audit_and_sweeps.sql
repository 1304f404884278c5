CREATE TABLE "auth"."audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"account_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD COLUMN "opened_by" text;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "auth"."audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_account_id_idx" ON "auth"."audit_log" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "login_failures_window_started_at_idx" ON "auth"."login_failures" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "auth"."sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_opened_by_idx" ON "auth"."sessions" USING btree ("opened_by");