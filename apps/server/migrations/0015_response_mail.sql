CREATE TABLE "response_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"target" text NOT NULL,
	"recipients" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sender_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allowance_account" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_num" text NOT NULL,
	"password_cipher" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "allowance_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ok" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_audit_company" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"street_code" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"subsidy_item" text NOT NULL,
	"year" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'awaiting_check' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_audit_expert_score" (
	"person_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_audit_expert_score_person_id_expert_id_pk" PRIMARY KEY("person_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "area_audit_person" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"street_code" text,
	"subsidy_item" text NOT NULL,
	"year" integer NOT NULL,
	"amount" integer NOT NULL,
	"education" text NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"certificate_no" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting_check' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_audit_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_name" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chunk_upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"total_size" integer NOT NULL,
	"total_chunks" integer NOT NULL,
	"stored_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "response_mail" ADD CONSTRAINT "response_mail_response_id_demand_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."demand_response"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_mail" ADD CONSTRAINT "response_mail_sender_id_app_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_account" ADD CONSTRAINT "allowance_account_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_push" ADD CONSTRAINT "allowance_push_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_company" ADD CONSTRAINT "area_audit_company_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_company" ADD CONSTRAINT "area_audit_company_street_code_street_code_fk" FOREIGN KEY ("street_code") REFERENCES "public"."street"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_company" ADD CONSTRAINT "area_audit_company_audited_by_app_user_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_expert_score" ADD CONSTRAINT "area_audit_expert_score_person_id_area_audit_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."area_audit_person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_expert_score" ADD CONSTRAINT "area_audit_expert_score_expert_id_app_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_person" ADD CONSTRAINT "area_audit_person_company_id_area_audit_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."area_audit_company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_person" ADD CONSTRAINT "area_audit_person_street_code_street_code_fk" FOREIGN KEY ("street_code") REFERENCES "public"."street"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_person" ADD CONSTRAINT "area_audit_person_audited_by_app_user_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_audit_record" ADD CONSTRAINT "area_audit_record_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunk_upload" ADD CONSTRAINT "chunk_upload_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunk_upload" ADD CONSTRAINT "chunk_upload_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_mail_response" ON "response_mail" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "allowance_push_user" ON "allowance_push" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "area_audit_company_item" ON "area_audit_company" USING btree ("credit_code","subsidy_item","year");--> statement-breakpoint
CREATE INDEX "area_audit_company_status" ON "area_audit_company" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "area_audit_person_item" ON "area_audit_person" USING btree ("id_card","subsidy_item","year");--> statement-breakpoint
CREATE INDEX "area_audit_person_status" ON "area_audit_person" USING btree ("status");--> statement-breakpoint
CREATE INDEX "area_audit_person_company" ON "area_audit_person" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "area_audit_record_target" ON "area_audit_record" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "area_audit_record_created" ON "area_audit_record" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chunk_upload_user_file" ON "chunk_upload" USING btree ("user_id","file_id");