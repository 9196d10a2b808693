ALTER TABLE "qr_logins" ADD COLUMN "poll_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_old_user_idx" ON "sessions" USING btree ("old_user_id");