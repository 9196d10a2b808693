-- Trigram similarity (typo tolerance of Latin words); PGlite loads the extension in pglite-server.mjs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_postings" (
	"token" varchar(8) NOT NULL,
	"product_type" smallint NOT NULL,
	"field" smallint NOT NULL,
	"last_key" bigint NOT NULL,
	"n" integer NOT NULL,
	"keys" bigint[] NOT NULL,
	CONSTRAINT "search_postings_token_product_type_field_last_key_pk" PRIMARY KEY("token","product_type","field","last_key")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL,
	"pinyin" varchar(256) DEFAULT '' NOT NULL,
	"initials" varchar(64) DEFAULT '' NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_other" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_pinyin_idx" ON "search_words" USING btree ("pinyin");--> statement-breakpoint
CREATE INDEX "search_words_initials_idx" ON "search_words" USING btree ("initials");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("product_type","price_cents","id") WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("product_type","sales","id") WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree (lower("model")) WHERE "products"."model" <> '';