CREATE TABLE "data_param_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"biz_code" varchar(64) NOT NULL,
	"param_code" varchar(64) NOT NULL,
	"title" varchar(128) NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required_flag" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "default_configs" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"name" varchar(128) DEFAULT '' NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dics" (
	"id" serial PRIMARY KEY NOT NULL,
	"dic_type" varchar(64) NOT NULL,
	"dic_code" varchar(64) NOT NULL,
	"dic_label" varchar(128) NOT NULL,
	"label_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enable_flag" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_classes" ADD COLUMN "tax_code" varchar(19) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_classes" ADD COLUMN "tax_rate" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "data_param_titles_biz_idx" ON "data_param_titles" USING btree ("biz_code","sort");--> statement-breakpoint
CREATE INDEX "sys_dics_type_idx" ON "sys_dics" USING btree ("dic_type","sort");