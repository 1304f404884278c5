ALTER TABLE "catalog"."product_categories" ADD COLUMN "name_el" text;--> statement-breakpoint
UPDATE "catalog"."product_categories" AS c SET "name_el" = g."name_el"
FROM (VALUES
  ('Skincare', 'Περιποίηση δέρματος'),
  ('Injectables', 'Ενέσιμες θεραπείες'),
  ('Laser treatments', 'Θεραπείες laser'),
  ('Supplements', 'Συμπληρώματα διατροφής'),
  ('Medical devices', 'Ιατρικές συσκευές')
) AS g("name", "name_el")
WHERE c."name" = g."name" AND c."name_el" IS NULL;--> statement-breakpoint
UPDATE "catalog"."account_products" AS a SET "category_name" = c."name_el"
FROM "catalog"."product_categories" AS c
WHERE a."category_id" = c."id" AND c."name_el" IS NOT NULL AND a."category_name" = c."name";
