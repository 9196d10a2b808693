CREATE TABLE "gallery_picture_uses" (
	"storage_key" varchar(200) NOT NULL,
	"use" varchar(16) NOT NULL,
	"subject_id" integer NOT NULL,
	"reader" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_picture_uses_storage_key_use_subject_id_reader_pk" PRIMARY KEY("storage_key","use","subject_id","reader")
);
--> statement-breakpoint
ALTER TABLE "gallery_files" ALTER COLUMN "folder_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "gallery_picture_uses_subject_idx" ON "gallery_picture_uses" USING btree ("use","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_files_storage_key_idx" ON "gallery_files" USING btree ("storage_key");--> statement-breakpoint
-- Chat pictures sent before uses existed are copies under chat/<sender>/: both sides of the conversation read them.
INSERT INTO "gallery_picture_uses" ("storage_key", "use", "subject_id", "reader")
SELECT DISTINCT p.key, 'chat', m."conversation_id", 'cust:' || c.cust
FROM "chat_messages" m
CROSS JOIN LATERAL (SELECT substring(m."message_obj" from '"fileUrl":"[^"]*/(chat/[0-9]+/[0-9a-f-]{36}\.(?:png|jpg|gif))"') AS key) p
CROSS JOIN LATERAL (VALUES (m."send_cust_id"), (m."receive_cust_id")) AS c(cust)
WHERE m."send_type" = 2 AND p.key IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Licence pictures (copies under licences/<user>/, gallery pictures saved before copies were made, the
-- seed's): the applicant and the platform (customer 1) read them.
INSERT INTO "gallery_picture_uses" ("storage_key", "use", "subject_id", "reader")
SELECT DISTINCT p.key, 'licence', a."user_id", r.reader
FROM "merchant_applications" a
CROSS JOIN LATERAL jsonb_array_elements_text(
  CASE WHEN jsonb_typeof(a."licence" -> 'licenceUrls') = 'array' THEN a."licence" -> 'licenceUrls' ELSE '[]'::jsonb END
) AS u(url)
CROSS JOIN LATERAL (SELECT substring(u.url from '/((?:licences|gallery)/[0-9]+/[0-9a-f-]{36}\.(?:png|jpg|gif)|seed/merchant/[a-z0-9._-]+)$') AS key) p
CROSS JOIN LATERAL (VALUES ('user:' || a."user_id"), ('cust:1')) AS r(reader)
WHERE p.key IS NOT NULL
ON CONFLICT DO NOTHING;
