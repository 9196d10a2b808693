CREATE SEQUENCE "public"."after_sale_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."refund_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "after_sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"actor" varchar(16) NOT NULL,
	"actor_user_id" integer,
	"note_key" varchar(64),
	"note" varchar(500) DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" numeric(16, 4) NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"buy_cust_id" integer NOT NULL,
	"buy_user_id" integer,
	"shop_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"status" smallint NOT NULL,
	"reason" varchar(32) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cents" bigint NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"answer" varchar(200) DEFAULT '' NOT NULL,
	"return_carrier" varchar(16) DEFAULT '' NOT NULL,
	"return_tracking_no" varchar(40) DEFAULT '' NOT NULL,
	"return_shipped_at" timestamp with time zone,
	"stock_returned" boolean DEFAULT false NOT NULL,
	"deadline_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "after_sales_after_sale_no_unique" UNIQUE("after_sale_no"),
	CONSTRAINT "after_sales_amount_check" CHECK ("after_sales"."amount_cents" >= 0 and "after_sales"."shipping_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(40) NOT NULL,
	"after_sale_id" integer,
	"order_id" integer NOT NULL,
	"cust_id" integer NOT NULL,
	"payment_id" integer,
	"provider" varchar(16) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"state" smallint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300) DEFAULT '' NOT NULL,
	"provider_refund_id" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0 and "refunds"."amount_cents" <= "refunds"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" varchar(200) NOT NULL,
	"location" varchar(64) DEFAULT '' NOT NULL,
	"external_key" varchar(96),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"mobile" varchar(16) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"plate" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "vehicle_kind" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "tracking_state" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "tracking_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_taken_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_items" ADD CONSTRAINT "after_sale_items_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_items" ADD CONSTRAINT "after_sale_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_buy_cust_id_customers_id_fk" FOREIGN KEY ("buy_cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_buy_user_id_users_id_fk" FOREIGN KEY ("buy_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_drivers" ADD CONSTRAINT "shop_drivers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vehicles" ADD CONSTRAINT "shop_vehicles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_request_idx" ON "after_sale_events" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_items_request_idx" ON "after_sale_items" USING btree ("after_sale_id");--> statement-breakpoint
CREATE INDEX "after_sale_items_line_idx" ON "after_sale_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "after_sales_buyer_idx" ON "after_sales" USING btree ("buy_cust_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_buyer_status_idx" ON "after_sales" USING btree ("buy_cust_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_shop_idx" ON "after_sales" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_shop_status_idx" ON "after_sales" USING btree ("shop_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_status_idx" ON "after_sales" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_deadline_idx" ON "after_sales" USING btree ("deadline_at") WHERE "after_sales"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_cust_idx" ON "refunds" USING btree ("cust_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("state") WHERE "refunds"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_key_idx" ON "shipment_events" USING btree ("shipment_id","external_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_drivers_mobile_idx" ON "shop_drivers" USING btree ("shop_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_vehicles_plate_idx" ON "shop_vehicles" USING btree ("shop_id","plate");--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 3;--> statement-breakpoint
CREATE INDEX "payments_cust_paid_idx" ON "payments" USING btree ("cust_id","paid_at") WHERE "payments"."paid_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."pay_cents");--> statement-breakpoint
-- Orders shipped or completed before these columns: their times from the shipments and the timeline.
UPDATE "orders" o SET "shipped_at" = s.last FROM (SELECT "order_id", max("created_at") AS last FROM "order_shipments" GROUP BY "order_id") s WHERE s."order_id" = o."id" AND o."status" IN (3, 4);--> statement-breakpoint
UPDATE "orders" o SET "shipped_at" = coalesce(o."paid_at", o."created_at") WHERE o."status" IN (3, 4) AND o."shipped_at" IS NULL;--> statement-breakpoint
UPDATE "orders" o SET "completed_at" = e.at FROM (SELECT "order_id", max("created_at") AS at FROM "order_events" WHERE "status" = 4 GROUP BY "order_id") e WHERE e."order_id" = o."id" AND o."status" = 4;--> statement-breakpoint
UPDATE "orders" o SET "completed_at" = o."shipped_at" WHERE o."status" = 4 AND o."completed_at" IS NULL;
