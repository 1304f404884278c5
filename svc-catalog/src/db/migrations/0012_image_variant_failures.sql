CREATE TABLE "catalog"."image_variant_failures" (
	"source_path" text NOT NULL,
	"network" text NOT NULL,
	"recipe" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variant_failures_source_path_network_recipe_pk" PRIMARY KEY("source_path","network","recipe")
);
