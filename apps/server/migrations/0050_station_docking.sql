CREATE TABLE "company_docking" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"ent_name" text NOT NULL,
	"street_code" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"dept_name" text NOT NULL,
	"assignee_id" integer,
	"assignee_name" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_docking_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"docking_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_invite" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_docking" ADD CONSTRAINT "company_docking_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_docking" ADD CONSTRAINT "company_docking_assignee_id_app_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_docking" ADD CONSTRAINT "company_docking_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_docking_record" ADD CONSTRAINT "company_docking_record_docking_id_company_docking_id_fk" FOREIGN KEY ("docking_id") REFERENCES "public"."company_docking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_docking_record" ADD CONSTRAINT "company_docking_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invite" ADD CONSTRAINT "talent_invite_seeker_id_job_seeker_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."job_seeker"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invite" ADD CONSTRAINT "talent_invite_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invite" ADD CONSTRAINT "talent_invite_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_docking_enterprise" ON "company_docking" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "company_docking_dept" ON "company_docking" USING btree ("dept_name","status");--> statement-breakpoint
CREATE INDEX "company_docking_street" ON "company_docking" USING btree ("street_code","status");--> statement-breakpoint
CREATE INDEX "company_docking_record_docking" ON "company_docking_record" USING btree ("docking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invite_once" ON "talent_invite" USING btree ("enterprise_id","seeker_id");--> statement-breakpoint
CREATE INDEX "talent_invite_seeker" ON "talent_invite" USING btree ("seeker_id");