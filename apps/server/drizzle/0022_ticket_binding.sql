ALTER TABLE "qr_logins" ADD COLUMN "old_user_id" integer;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD COLUMN "source_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "old_user_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "source_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "browser_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_old_user_id_users_id_fk" FOREIGN KEY ("old_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_old_user_id_users_id_fk" FOREIGN KEY ("old_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;