CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."pay_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"ref" varchar(40) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_id" integer NOT NULL,
	"consignee" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"province_id" varchar(16) NOT NULL,
	"city_id" varchar(16) NOT NULL,
	"district_id" varchar(16),
	"town_id" varchar(16),
	"detail" varchar(120) NOT NULL,
	"zip_code" varchar(6) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_accounts" (
	"cust_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_accounts_balance_check" CHECK ("buyer_accounts"."balance_cents" >= 0),
	CONSTRAINT "buyer_accounts_points_check" CHECK ("buyer_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"style_id" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(16, 4) NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"style_id" integer DEFAULT 0 NOT NULL,
	"title" varchar(200) NOT NULL,
	"style_name" varchar(64) DEFAULT '' NOT NULL,
	"model" varchar(64) DEFAULT '' NOT NULL,
	"unit" varchar(16) DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"quantity" numeric(16, 4) NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"order_numbers" text[] NOT NULL,
	"pay_cents" bigint DEFAULT 0 NOT NULL,
	"points_spent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"buy_cust_id" integer NOT NULL,
	"buy_user_id" integer,
	"shop_id" integer,
	"sell_cust_id" integer,
	"order_type" smallint DEFAULT 4 NOT NULL,
	"status" smallint NOT NULL,
	"pay_kind" smallint DEFAULT 1 NOT NULL,
	"goods_cents" bigint NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"pay_cents" bigint NOT NULL,
	"points_amount" integer DEFAULT 0 NOT NULL,
	"delivery_type" varchar(16) DEFAULT 'express' NOT NULL,
	"discount_code" varchar(64),
	"discount_name" varchar(128) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"invoice" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"payment_id" integer,
	"cancel_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_pay_check" CHECK ("orders"."pay_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_no" varchar(40) NOT NULL,
	"cust_id" integer NOT NULL,
	"user_id" integer,
	"provider" varchar(16) NOT NULL,
	"status" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"order_numbers" text[] NOT NULL,
	"token_hash" varchar(64),
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_pay_no_unique" UNIQUE("pay_no")
);
--> statement-breakpoint
CREATE TABLE "shop_shipping_rules" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"fee_cents" bigint NOT NULL,
	"free_over_cents" bigint
);
--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_accounts" ADD CONSTRAINT "buyer_accounts_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD CONSTRAINT "order_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buy_cust_id_customers_id_fk" FOREIGN KEY ("buy_cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buy_user_id_users_id_fk" FOREIGN KEY ("buy_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shipping_rules" ADD CONSTRAINT "shop_shipping_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_entries_cust_idx" ON "account_entries" USING btree ("cust_id","created_at");--> statement-breakpoint
CREATE INDEX "addresses_cust_idx" ON "addresses" USING btree ("cust_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("user_id","product_id","style_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_submissions_key_idx" ON "order_submissions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buy_cust_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("sell_cust_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_cust_idx" ON "payments" USING btree ("cust_id");