CREATE TABLE "social"."connect_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "facebook_user_id" text;--> statement-breakpoint
ALTER TABLE "social"."facebook_connections" ADD COLUMN "facebook_user_name" text;--> statement-breakpoint
ALTER TABLE "social"."oauth_states" ADD COLUMN "nonce_hash" text;