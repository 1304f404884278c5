CREATE TABLE "catalog"."image_variants" (
	"source_path" text NOT NULL,
	"network" text NOT NULL,
	"recipe" text NOT NULL,
	"variant_path" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_source_path_network_recipe_pk" PRIMARY KEY("source_path","network","recipe")
);
