CREATE TABLE "gallery_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_files" ADD CONSTRAINT "gallery_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_files" ADD CONSTRAINT "gallery_files_folder_id_gallery_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."gallery_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_folders" ADD CONSTRAINT "gallery_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_files_user_folder_idx" ON "gallery_files" USING btree ("user_id","folder_id","created_at");--> statement-breakpoint
CREATE INDEX "gallery_folders_user_idx" ON "gallery_folders" USING btree ("user_id");