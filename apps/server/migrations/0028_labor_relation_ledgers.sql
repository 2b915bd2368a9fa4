CREATE TABLE "construction_permit" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"permit_no" text NOT NULL,
	"project_name" text NOT NULL,
	"developer" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"issued_on" date NOT NULL,
	"contract_price" numeric(14, 2) NOT NULL,
	"area" numeric(14, 2) NOT NULL,
	"period" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_consult" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consulted_on" date NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"topic" text NOT NULL,
	"ent_name" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_court_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"case_no" text NOT NULL,
	"stage" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"worker" text NOT NULL,
	"cause" text NOT NULL,
	"decided_on" date NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_petition" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"petition_no" text NOT NULL,
	"received_on" date NOT NULL,
	"petitioner" text NOT NULL,
	"phone" text NOT NULL,
	"people" integer NOT NULL,
	"channel" text NOT NULL,
	"category" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"content" text NOT NULL,
	"reply" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_name" text NOT NULL,
	"address" text NOT NULL,
	"developer" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"started_on" date NOT NULL,
	"workers" integer NOT NULL,
	"wage_account" text NOT NULL,
	"real_name" text NOT NULL,
	"guarantee" numeric(14, 2) NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_supervision" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"case_no" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"case_type" text NOT NULL,
	"source" text NOT NULL,
	"filed_on" date NOT NULL,
	"workers" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD COLUMN "ent_name" text;--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD COLUMN "credit_code" text;--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "construction_permit" ADD CONSTRAINT "construction_permit_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_consult" ADD CONSTRAINT "labor_consult_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_court_feedback" ADD CONSTRAINT "labor_court_feedback_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_petition" ADD CONSTRAINT "labor_petition_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_site" ADD CONSTRAINT "labor_site_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_supervision" ADD CONSTRAINT "labor_supervision_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "construction_permit_no" ON "construction_permit" USING btree ("permit_no");--> statement-breakpoint
CREATE INDEX "construction_permit_credit_code" ON "construction_permit" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "labor_consult_consulted_on" ON "labor_consult" USING btree ("consulted_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "labor_court_feedback_case" ON "labor_court_feedback" USING btree ("case_no","stage");--> statement-breakpoint
CREATE INDEX "labor_court_feedback_credit_code" ON "labor_court_feedback" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "labor_court_feedback_decided_on" ON "labor_court_feedback" USING btree ("decided_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "labor_petition_no" ON "labor_petition" USING btree ("petition_no");--> statement-breakpoint
CREATE INDEX "labor_petition_credit_code" ON "labor_petition" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "labor_petition_received_on" ON "labor_petition" USING btree ("received_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "labor_site_project_name" ON "labor_site" USING btree ("project_name");--> statement-breakpoint
CREATE INDEX "labor_site_credit_code" ON "labor_site" USING btree ("credit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_supervision_case_no" ON "labor_supervision" USING btree ("case_no");--> statement-breakpoint
CREATE INDEX "labor_supervision_credit_code" ON "labor_supervision" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "labor_supervision_filed_on" ON "labor_supervision" USING btree ("filed_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD CONSTRAINT "harmony_enterprise_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "harmony_enterprise" h SET "ent_name" = e."name", "credit_code" = e."credit_code" FROM "enterprise" e WHERE e."id" = h."enterprise_id";
