CREATE TABLE "search_token_counts" (
	"token" varchar(8) NOT NULL,
	"product_type" smallint NOT NULL,
	"field" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "search_token_counts_token_product_type_field_pk" PRIMARY KEY("token","product_type","field")
);
