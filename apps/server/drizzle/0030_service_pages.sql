CREATE TABLE "agreements" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" text NOT NULL,
	"content_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
