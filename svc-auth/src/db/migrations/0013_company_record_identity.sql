ALTER TABLE "auth"."company_info" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "auth"."company_info" ADD COLUMN "responsible_doctor" text;--> statement-breakpoint
ALTER TABLE "auth"."company_info" ADD COLUMN "doctor_registration" text;