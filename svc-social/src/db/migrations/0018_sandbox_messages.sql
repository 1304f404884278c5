CREATE TABLE "social"."sandbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"page_id" text NOT NULL,
	"platform" text NOT NULL,
	"patient_id" text NOT NULL,
	"patient_name" text NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_messages_user_created_idx" ON "social"."sandbox_messages" USING btree ("user_key","created_at");