CREATE TABLE "shop_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_class_id" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "banner_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "notice" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "notice_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_classes" ADD CONSTRAINT "shop_classes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_classes_shop_idx" ON "shop_classes" USING btree ("shop_id","sort");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_class_id_shop_classes_id_fk" FOREIGN KEY ("shop_class_id") REFERENCES "public"."shop_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_shop_class_idx" ON "products" USING btree ("shop_class_id","created_at" DESC NULLS FIRST) WHERE "products"."status" = 1 and "products"."shop_class_id" is not null;