ALTER TABLE "posts"."alerts" RENAME COLUMN "mail_attempts" TO "attempts";--> statement-breakpoint
ALTER TABLE "posts"."alerts" RENAME COLUMN "mail_due_at" TO "next_attempt_at";--> statement-breakpoint
ALTER TABLE "posts"."alerts" RENAME COLUMN "mail_claimed_until" TO "claimed_until";--> statement-breakpoint
DROP INDEX "posts"."alerts_mail_due_idx";--> statement-breakpoint
CREATE INDEX "alerts_mail_due_idx" ON "posts"."alerts" USING btree ("next_attempt_at") WHERE "posts"."alerts"."mail_status" = 'pending';