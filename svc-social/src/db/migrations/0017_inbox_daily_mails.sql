CREATE TABLE "social"."inbox_daily_mails" (
	"account_id" integer NOT NULL,
	"day" text NOT NULL,
	"overdue" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_daily_mails_account_id_day_pk" PRIMARY KEY("account_id","day")
);
