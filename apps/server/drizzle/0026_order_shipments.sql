CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"carrier" varchar(16) DEFAULT '' NOT NULL,
	"tracking_number" varchar(40) DEFAULT '' NOT NULL,
	"driver_name" varchar(32) DEFAULT '' NOT NULL,
	"driver_mobile" varchar(16) DEFAULT '' NOT NULL,
	"vehicle_plate" varchar(16) DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"shipped_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id");