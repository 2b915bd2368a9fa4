CREATE TABLE "track_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"service_type" text NOT NULL,
	"content" text NOT NULL,
	"service_date" date NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_record_import" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"total" integer NOT NULL,
	"imported" integer NOT NULL,
	"rejected" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lp_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"external_id" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lp_push_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ent_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"price" text DEFAULT '面议' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tiny_home" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiny_home_image" (
	"enterprise_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tiny_home_image_enterprise_id_file_id_pk" PRIMARY KEY("enterprise_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "notice_message" ALTER COLUMN "notice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ALTER COLUMN "resume_file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "sender_dept" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "applicant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "applicant_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "education" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "school" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "major" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "graduate_date" date;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "allocated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demand_response" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_track" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "track_record" ADD CONSTRAINT "track_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_import" ADD CONSTRAINT "track_record_import_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_outbox" ADD CONSTRAINT "lp_outbox_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_push_attempt" ADD CONSTRAINT "lp_push_attempt_outbox_id_lp_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."lp_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_product" ADD CONSTRAINT "ent_product_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_message" ADD CONSTRAINT "product_message_product_id_ent_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ent_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiny_home" ADD CONSTRAINT "tiny_home_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiny_home_image" ADD CONSTRAINT "tiny_home_image_enterprise_id_tiny_home_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."tiny_home"("enterprise_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiny_home_image" ADD CONSTRAINT "tiny_home_image_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_record_date" ON "track_record" USING btree ("service_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "track_record_id_card" ON "track_record" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "lp_outbox_due" ON "lp_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lp_push_attempt_outbox" ON "lp_push_attempt" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "ent_product_enterprise" ON "ent_product" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "ent_product_stage_updated" ON "ent_product" USING btree ("stage","updated_at");--> statement-breakpoint
CREATE INDEX "product_message_product" ON "product_message" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "tiny_home_image_file" ON "tiny_home_image" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "demand_response_admin" ON "demand_response" USING btree ("admin_id");