CREATE TABLE "centres" (
	"subsys_code" varchar(64) PRIMARY KEY NOT NULL,
	"subsys_label" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"external_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_name" varchar(128) NOT NULL,
	"user_class" smallint DEFAULT 1 NOT NULL,
	"cust_category" smallint DEFAULT 1 NOT NULL,
	"cellphone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subsys_code" varchar(64) NOT NULL,
	"old_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_centres" (
	"user_id" integer NOT NULL,
	"subsys_code" varchar(64) NOT NULL,
	CONSTRAINT "user_centres_user_id_subsys_code_pk" PRIMARY KEY("user_id","subsys_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_id" integer NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"contact_name" varchar(64) DEFAULT '' NOT NULL,
	"mall_contact_name" varchar(64) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"pay_password_hash" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_product_counts" (
	"class_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_product_counts_class_id_product_type_pk" PRIMARY KEY("class_id","product_type")
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"class_id" integer,
	"quantity" numeric(16, 4) NOT NULL,
	"unit" varchar(16) DEFAULT '件' NOT NULL,
	"budget_cents" bigint,
	"area_name" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"points" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"alias_name" varchar(64) DEFAULT '' NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alias_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_code" varchar(64) DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"class_type" smallint DEFAULT 1 NOT NULL,
	"show_view" smallint DEFAULT 1 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type" smallint DEFAULT 4 NOT NULL,
	"shop_id" integer NOT NULL,
	"class1_id" integer NOT NULL,
	"class2_id" integer NOT NULL,
	"class3_id" integer NOT NULL,
	"brand_id" integer,
	"name" varchar(200) NOT NULL,
	"subtitle" varchar(300) DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"market_price_cents" bigint NOT NULL,
	"stock" numeric(16, 4) DEFAULT '0' NOT NULL,
	"unit" varchar(16) DEFAULT '件' NOT NULL,
	"min_order" numeric(16, 4) DEFAULT '1' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"is_farm" smallint DEFAULT 0 NOT NULL,
	"area_name" varchar(64) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_id" integer NOT NULL,
	"shop_name" varchar(128) NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"main_class_id" integer,
	"area_name" varchar(64) DEFAULT '' NOT NULL,
	"score" smallint DEFAULT 48 NOT NULL,
	"recommended" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"adv_code" varchar(64) NOT NULL,
	"img_url" text NOT NULL,
	"img_alt" varchar(128) DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"pid" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_type" smallint DEFAULT 1 NOT NULL,
	"link_name" varchar(64) NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bottom_menu_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_name" varchar(64) NOT NULL,
	"class_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"class_source" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bottom_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_code" varchar(64) NOT NULL,
	"item_code" varchar(64) NOT NULL,
	"config_code" varchar(64) DEFAULT '' NOT NULL,
	"show_name" varchar(128) DEFAULT '' NOT NULL,
	"show_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enable_flag" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lang_tags" (
	"language_code" varchar(16) NOT NULL,
	"prompt_key" varchar(128) NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "lang_tags_language_code_prompt_key_pk" PRIMARY KEY("language_code","prompt_key")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_type" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"portal_site_name" varchar(64) NOT NULL,
	"language_code" varchar(16) NOT NULL,
	"portal_mall_flag" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_params" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_public" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_centres" ADD CONSTRAINT "user_centres_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_centres" ADD CONSTRAINT "user_centres_subsys_code_centres_subsys_code_fk" FOREIGN KEY ("subsys_code") REFERENCES "public"."centres"("subsys_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottom_menus" ADD CONSTRAINT "bottom_menus_class_id_bottom_menu_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."bottom_menu_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demands_created_idx" ON "demands" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demands_search_idx" ON "demands" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "product_classes_pid_idx" ON "product_classes" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "products_class1_idx" ON "products" USING btree ("class1_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_class2_idx" ON "products" USING btree ("class2_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_class3_idx" ON "products" USING btree ("class3_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_shop_idx" ON "products" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "areas_pid_idx" ON "areas" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "areas_name_idx" ON "areas" USING btree ("name");--> statement-breakpoint
CREATE INDEX "news_type_created_idx" ON "news" USING btree ("news_type","created_at" DESC NULLS LAST);