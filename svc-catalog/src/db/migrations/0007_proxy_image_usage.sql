CREATE TABLE "catalog"."proxy_image_usage" (
	"caller" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proxy_image_usage_caller_window_start_pk" PRIMARY KEY("caller","window_start")
);
