CREATE TABLE "posts"."pages_copy" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"pages" jsonb NOT NULL,
	"version" timestamp with time zone NOT NULL
);
