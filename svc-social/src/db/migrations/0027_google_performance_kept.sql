CREATE TABLE "social"."google_performance" (
	"account_id" integer NOT NULL,
	"location_name" text NOT NULL,
	"from_day" text NOT NULL,
	"to_day" text NOT NULL,
	"figures" jsonb,
	"fetched_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	CONSTRAINT "google_performance_account_id_location_name_from_day_to_day_pk" PRIMARY KEY("account_id","location_name","from_day","to_day")
);
