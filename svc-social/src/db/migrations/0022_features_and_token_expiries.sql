ALTER TABLE "social"."connect_tickets" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."oauth_states" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."sandbox_tokens" ADD COLUMN "data_access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social"."sandbox_tokens" ADD COLUMN "never_expires" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Connections made before features were asked for one by one asked for every permission: their features stay on.
UPDATE "social"."facebook_connections" SET "features" = '["insights","inbox"]'::jsonb;
