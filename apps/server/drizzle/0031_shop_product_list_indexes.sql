DROP INDEX "products_shop_changed_idx";--> statement-breakpoint
CREATE INDEX "products_shop_status_changed_idx" ON "products" USING btree ("shop_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_shop_changed_idx" ON "products" USING btree ("shop_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);