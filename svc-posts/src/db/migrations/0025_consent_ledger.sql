CREATE TABLE "posts"."consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"person_ref" text NOT NULL,
	"purpose" text DEFAULT 'social_media_promotion' NOT NULL,
	"channels" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"form_name" text NOT NULL,
	"form_type" text NOT NULL,
	"form" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"expiry_warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "posts"."media_consents" (
	"account_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"consent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_consents_media_id_consent_id_pk" PRIMARY KEY("media_id","consent_id")
);
--> statement-breakpoint
ALTER TABLE "posts"."media_consents" ADD CONSTRAINT "media_consents_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "posts"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_account_idx" ON "posts"."consents" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_expiry_idx" ON "posts"."consents" USING btree ("ends_on") WHERE "posts"."consents"."withdrawn_at" is null and "posts"."consents"."expiry_warned_at" is null;--> statement-breakpoint
CREATE INDEX "media_consents_consent_idx" ON "posts"."media_consents" USING btree ("consent_id");