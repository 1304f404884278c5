ALTER TABLE "posts"."companies_copy" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "posts"."companies_copy" ADD COLUMN "responsible_doctor" text;--> statement-breakpoint
ALTER TABLE "posts"."companies_copy" ADD COLUMN "doctor_registration" text;