ALTER TABLE "auth"."company_info" ADD COLUMN "telephone" text;--> statement-breakpoint
ALTER TABLE "auth"."company_info" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "auth"."company_info" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "auth"."company_info" ADD COLUMN "website" text;