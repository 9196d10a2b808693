CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_cust_id" integer NOT NULL,
	"receive_cust_id" integer NOT NULL,
	"source_type" smallint DEFAULT 1 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"biz_id" varchar(64) DEFAULT '' NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"last_content" text DEFAULT '' NOT NULL,
	"last_send_type" smallint DEFAULT 0 NOT NULL,
	"last_time" timestamp with time zone DEFAULT now() NOT NULL,
	"send_have_read" smallint DEFAULT 2 NOT NULL,
	"receive_have_read" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_inboxes" (
	"cust_id" integer PRIMARY KEY NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"send_cust_id" integer NOT NULL,
	"receive_cust_id" integer NOT NULL,
	"send_user_id" integer NOT NULL,
	"send_type" smallint DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"message_obj" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cust_id" integer NOT NULL,
	"content" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(400) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_send_cust_id_customers_id_fk" FOREIGN KEY ("send_cust_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_receive_cust_id_customers_id_fk" FOREIGN KEY ("receive_cust_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_inboxes" ADD CONSTRAINT "chat_inboxes_cust_id_customers_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_phrases" ADD CONSTRAINT "quick_phrases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_idx" ON "chat_conversations" USING btree ("send_cust_id","receive_cust_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_send_idx" ON "chat_conversations" USING btree ("send_cust_id","last_time");--> statement-breakpoint
CREATE INDEX "chat_conversations_receive_idx" ON "chat_conversations" USING btree ("receive_cust_id","last_time");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_send_cust_idx" ON "chat_messages" USING btree ("send_cust_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_receive_cust_idx" ON "chat_messages" USING btree ("receive_cust_id","id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quick_phrases_user_idx" ON "quick_phrases" USING btree ("user_id","id");