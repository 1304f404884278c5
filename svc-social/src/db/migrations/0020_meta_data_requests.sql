CREATE TABLE "social"."meta_data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"facebook_user_id" text NOT NULL,
	"confirmation_code" text NOT NULL,
	"account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_data_requests_confirmation_code_unique" UNIQUE("confirmation_code")
);
