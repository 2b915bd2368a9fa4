CREATE TABLE "notice_attachment" (
	"notice_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_attachment_notice_id_file_id_pk" PRIMARY KEY("notice_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "notice_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_subscription" (
	"user_id" integer NOT NULL,
	"dept_name" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_subscription_user_id_dept_name_category_pk" PRIMARY KEY("user_id","dept_name","category")
);
--> statement-breakpoint
CREATE TABLE "notice_transition" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
DROP INDEX "notice_public_list";--> statement-breakpoint
ALTER TABLE "notice" ALTER COLUMN "publish_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "related_id" integer;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || regexp_replace("content", '<[^>]*>', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_attachment" ADD CONSTRAINT "notice_attachment_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attachment" ADD CONSTRAINT "notice_attachment_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_message" ADD CONSTRAINT "notice_message_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_message" ADD CONSTRAINT "notice_message_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_subscription" ADD CONSTRAINT "notice_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_transition" ADD CONSTRAINT "notice_transition_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_transition" ADD CONSTRAINT "notice_transition_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_attachment_file" ON "notice_attachment" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_message_user_notice" ON "notice_message" USING btree ("user_id","notice_id");--> statement-breakpoint
CREATE INDEX "notice_message_user_time" ON "notice_message" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notice_message_unread" ON "notice_message" USING btree ("user_id") WHERE "notice_message"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notice_subscription_match" ON "notice_subscription" USING btree ("dept_name","category");--> statement-breakpoint
CREATE INDEX "notice_transition_notice" ON "notice_transition" USING btree ("notice_id","at");--> statement-breakpoint
CREATE INDEX "stored_file_uploaded_by" ON "stored_file" USING btree ("uploaded_by");--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_public_order" ON "notice" USING btree ("status","publish_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notice_public_category_order" ON "notice" USING btree ("status","category","publish_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notice_search_trgm" ON "notice" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notice_staff_order" ON "notice" USING btree ("category","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notice_related" ON "notice" USING btree ("related_id");