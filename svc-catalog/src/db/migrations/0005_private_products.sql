ALTER TABLE "catalog"."products" ADD COLUMN "owner_account_id" integer;--> statement-breakpoint
CREATE INDEX "products_owner_account_id_idx" ON "catalog"."products" USING btree ("owner_account_id");