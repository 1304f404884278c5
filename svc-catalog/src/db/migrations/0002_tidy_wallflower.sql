CREATE TABLE "catalog"."account_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_product_id" integer NOT NULL,
	"image_path" text NOT NULL,
	"original_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."account_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"original_product_id" integer NOT NULL,
	"custom_name" text,
	"custom_description" text,
	"custom_image_path" text,
	"original_name" text NOT NULL,
	"original_description" text NOT NULL,
	"original_image_path" text,
	"category_id" integer,
	"category_name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_products_account_product_unique" UNIQUE("account_id","original_product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog"."account_product_images" ADD CONSTRAINT "account_product_images_account_product_id_account_products_id_fk" FOREIGN KEY ("account_product_id") REFERENCES "catalog"."account_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_product_images_account_product_id_idx" ON "catalog"."account_product_images" USING btree ("account_product_id");