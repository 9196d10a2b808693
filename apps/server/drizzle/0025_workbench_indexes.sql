CREATE INDEX "shops_cust_idx" ON "shops" USING btree ("cust_id");--> statement-breakpoint
CREATE INDEX "orders_shop_status_idx" ON "orders" USING btree ("shop_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_shop_paid_idx" ON "orders" USING btree ("shop_id","paid_at");--> statement-breakpoint
-- Where each centre's sessions land (issue 33, docs/sign-on.md): the seller centre's address, never read before,
-- held the seed's stand-in for the channel site; it now names the merchant workbench, and the platform centre
-- the platform console. An address an operator wrote there is kept.
UPDATE "centres" SET "external_url" = '/console/merchant/' WHERE "subsys_code" = 'DRP.TMALL.SELLER' AND "external_url" = 'http://127.0.0.1:8080/channel/order/buy/order/list';--> statement-breakpoint
UPDATE "centres" SET "external_url" = '/console/platform/' WHERE "subsys_code" = 'DRP.TMALL.PLATFORM' AND "external_url" = '';
