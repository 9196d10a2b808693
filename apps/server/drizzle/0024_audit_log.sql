CREATE TABLE "audit_head" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor_user_id" integer NOT NULL,
	"on_behalf_of_user_id" integer,
	"centre" varchar(16) NOT NULL,
	"shop_id" integer,
	"address" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"entity_type" varchar(64) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"before" text,
	"after" text,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_shop_idx" ON "audit_log" USING btree ("shop_id","id");--> statement-breakpoint
-- The chain's head before the first entry: no entry yet, the hash the first one follows (docs/audit-log.md).
INSERT INTO "audit_head" ("id", "last_id", "hash") VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');
