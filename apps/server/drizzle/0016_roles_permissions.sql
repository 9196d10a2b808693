CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_id" integer NOT NULL,
	"subsys_code" varchar(64) NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_centres" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_subsys_code_centres_subsys_code_fk" FOREIGN KEY ("subsys_code") REFERENCES "public"."centres"("subsys_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roles_cust_idx" ON "roles" USING btree ("cust_id");--> statement-breakpoint
ALTER TABLE "user_centres" ADD CONSTRAINT "user_centres_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;