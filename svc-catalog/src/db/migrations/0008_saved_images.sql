CREATE TABLE "catalog"."saved_images" (
	"image_path" text PRIMARY KEY NOT NULL,
	"account_id" integer,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_images_saved_at_idx" ON "catalog"."saved_images" USING btree ("saved_at");--> statement-breakpoint
CREATE INDEX "saved_images_account_idx" ON "catalog"."saved_images" USING btree ("account_id");