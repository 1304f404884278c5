CREATE TABLE "catalog"."company_logos" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"image_path" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
