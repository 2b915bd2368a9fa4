CREATE TABLE "school_student" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"major" text NOT NULL,
	"graduation_year" integer NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settle_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"enterprise_id" integer,
	"contact_name" text NOT NULL,
	"contact_id_card" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"licence_key" text DEFAULT '' NOT NULL,
	"licence_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting_check' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_ticket" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"scene" text NOT NULL,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_annual" (
	"enterprise_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"revenue" double precision NOT NULL,
	"tax" double precision NOT NULL,
	"rd_input" double precision NOT NULL,
	"talent_input" double precision NOT NULL,
	"special_fund" double precision NOT NULL,
	"patents" integer NOT NULL,
	"demand" integer NOT NULL,
	"filled" integer NOT NULL,
	CONSTRAINT "enterprise_annual_enterprise_id_year_pk" PRIMARY KEY("enterprise_id","year")
);
--> statement-breakpoint
CREATE TABLE "enterprise_profile" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"high_tech" boolean NOT NULL,
	"on_the_four" boolean NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_weight" (
	"code" text PRIMARY KEY NOT NULL,
	"parent" text,
	"name" text NOT NULL,
	"weight" double precision NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "id_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "must_set_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "school_student" ADD CONSTRAINT "school_student_school_user_id_app_user_id_fk" FOREIGN KEY ("school_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settle_application" ADD CONSTRAINT "settle_application_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_annual" ADD CONSTRAINT "enterprise_annual_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_profile" ADD CONSTRAINT "enterprise_profile_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_student_school" ON "school_student" USING btree ("school_user_id");--> statement-breakpoint
CREATE INDEX "settle_application_credit_code" ON "settle_application" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "settle_application_user" ON "settle_application" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_code_phone_at" ON "sms_code" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_code_ip_at" ON "sms_code" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_at" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_kind_phone" ON "app_user" USING btree ("user_kind","phonenumber") WHERE "app_user"."phonenumber" <> '';