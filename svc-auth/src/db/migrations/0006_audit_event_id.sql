ALTER TABLE "auth"."audit_log" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "auth"."audit_log" ADD CONSTRAINT "audit_log_event_id_unique" UNIQUE("event_id");