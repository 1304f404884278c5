CREATE TABLE "posts"."account_states" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"suspended" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
