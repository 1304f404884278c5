ALTER TABLE "posts"."compliance_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "posts"."compliance_terms" ADD COLUMN "change_reason" text;