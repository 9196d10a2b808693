DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_tokens";