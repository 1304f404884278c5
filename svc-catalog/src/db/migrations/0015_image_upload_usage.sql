CREATE TABLE "catalog"."image_upload_usage" (
	"account_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "image_upload_usage_account_id_window_start_pk" PRIMARY KEY("account_id","window_start")
);
