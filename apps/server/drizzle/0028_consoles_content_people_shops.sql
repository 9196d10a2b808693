ALTER TABLE "shops" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
UPDATE "news" SET "publish_at" = "created_at", "updated_at" = "created_at";