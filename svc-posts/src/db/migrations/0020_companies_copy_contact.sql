ALTER TABLE "posts"."companies_copy" ADD COLUMN "telephone" text;--> statement-breakpoint
ALTER TABLE "posts"."companies_copy" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "posts"."companies_copy" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "posts"."companies_copy" ADD COLUMN "website" text;