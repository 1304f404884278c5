CREATE TABLE "social"."inbox_suggestion_usage" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_suggestion_usage_account_id_day_pk" PRIMARY KEY("account_id","day")
);
