DROP INDEX "demands_created_idx";--> statement-breakpoint
DROP INDEX "products_class1_idx";--> statement-breakpoint
DROP INDEX "products_class2_idx";--> statement-breakpoint
DROP INDEX "products_class3_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_shop_idx";--> statement-breakpoint
DROP INDEX "news_type_created_idx";--> statement-breakpoint
CREATE INDEX "demands_created_idx" ON "demands" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_class1_idx" ON "products" USING btree ("class1_id","product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_class2_idx" ON "products" USING btree ("class2_id","product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_class3_idx" ON "products" USING btree ("class3_id","product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_shop_idx" ON "products" USING btree ("shop_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_type_created_idx" ON "news" USING btree ("news_type","created_at" DESC NULLS FIRST);