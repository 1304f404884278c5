CREATE TABLE "catalog"."image_search_account_usage" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "image_search_account_usage_account_id_day_pk" PRIMARY KEY("account_id","day")
);
