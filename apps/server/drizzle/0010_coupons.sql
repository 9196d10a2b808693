CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_id" integer NOT NULL,
	"shop_id" integer,
	"amount_cents" bigint NOT NULL,
	"threshold_cents" bigint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_number" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount_cents" > 0 and "coupons"."threshold_cents" >= 0),
	CONSTRAINT "coupons_validity_check" CHECK ("coupons"."valid_until" > "coupons"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_cust_idx" ON "coupons" USING btree ("cust_id","valid_until");