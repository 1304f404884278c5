ALTER TABLE "social"."facebook_connections" ADD COLUMN "health_problems" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "health_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "health_check_due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "health_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social"."sandbox_codes" ADD COLUMN "declined" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_tokens" ADD COLUMN "declined" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_tokens" ADD COLUMN "expires_at" timestamp with time zone;