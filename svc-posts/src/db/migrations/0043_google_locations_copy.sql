CREATE TABLE "posts"."google_locations_copy" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"locations" jsonb NOT NULL,
	"version" timestamp with time zone NOT NULL
);
