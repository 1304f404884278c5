CREATE TABLE "auth"."password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "auth"."admin_users" ALTER COLUMN "password" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "trial_ends_at" date;--> statement-breakpoint
ALTER TABLE "auth"."admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."password_links" ADD CONSTRAINT "password_links_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "auth"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_links_admin_user_id_idx" ON "auth"."password_links" USING btree ("admin_user_id");