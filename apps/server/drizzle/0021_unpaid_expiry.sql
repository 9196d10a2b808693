ALTER TABLE "order_events" ADD COLUMN "note_key" varchar(64);--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 1;