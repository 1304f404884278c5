CREATE TABLE "posts"."inbox_mails" (
	"account_id" integer NOT NULL,
	"day" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"threads" integer NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_mails_account_id_day_pk" PRIMARY KEY("account_id","day")
);
