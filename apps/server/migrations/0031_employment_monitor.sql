CREATE TABLE "craftsman" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"trade" text NOT NULL,
	"skill_level" text NOT NULL,
	"title" text NOT NULL,
	"year" smallint NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_survey" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"staff_count" integer NOT NULL,
	"planned_hires" integer NOT NULL,
	"difficulty" text NOT NULL,
	"urgent_jobs" text DEFAULT '' NOT NULL,
	"trend" text NOT NULL,
	"suggestion" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_training" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"project" text NOT NULL,
	"kind" text NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date NOT NULL,
	"trainees" integer NOT NULL,
	"hours" integer NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"cost" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_duty" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"job" text NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date NOT NULL,
	"hours" integer NOT NULL,
	"result" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_point_monitor" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"period" text NOT NULL,
	"staff_count" integer NOT NULL,
	"recruited" integer NOT NULL,
	"lost" integer NOT NULL,
	"vacancies" integer NOT NULL,
	"short_jobs" text DEFAULT '' NOT NULL,
	"avg_wage" integer NOT NULL,
	"trend" text NOT NULL,
	"filled_by" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"agreement_no" text NOT NULL,
	"item" text NOT NULL,
	"signed_on" date NOT NULL,
	"promised" integer NOT NULL,
	"achieved" integer NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unemployment_monitor" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"period" text NOT NULL,
	"last_count" integer NOT NULL,
	"hired" integer NOT NULL,
	"left_count" integer NOT NULL,
	"current_count" integer NOT NULL,
	"reason" text NOT NULL,
	"filled_by" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_training" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"kind" text NOT NULL,
	"job" text NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date NOT NULL,
	"months" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "craftsman" ADD CONSTRAINT "craftsman_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "craftsman" ADD CONSTRAINT "craftsman_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_survey" ADD CONSTRAINT "employment_survey_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_survey" ADD CONSTRAINT "employment_survey_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_training" ADD CONSTRAINT "enterprise_training_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_training" ADD CONSTRAINT "enterprise_training_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_duty" ADD CONSTRAINT "fit_duty_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_duty" ADD CONSTRAINT "fit_duty_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_point_monitor" ADD CONSTRAINT "fixed_point_monitor_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_point_monitor" ADD CONSTRAINT "fixed_point_monitor_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD CONSTRAINT "fulfillment_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unemployment_monitor" ADD CONSTRAINT "unemployment_monitor_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unemployment_monitor" ADD CONSTRAINT "unemployment_monitor_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_training" ADD CONSTRAINT "work_training_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_training" ADD CONSTRAINT "work_training_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "craftsman_id_card" ON "craftsman" USING btree ("enterprise_id","id_card");--> statement-breakpoint
CREATE INDEX "craftsman_recent" ON "craftsman" USING btree ("year" DESC NULLS LAST,"name","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "employment_survey_year" ON "employment_survey" USING btree ("enterprise_id","year");--> statement-breakpoint
CREATE INDEX "employment_survey_recent" ON "employment_survey" USING btree ("year" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_training_project" ON "enterprise_training" USING btree ("enterprise_id","project","start_on");--> statement-breakpoint
CREATE INDEX "enterprise_training_recent" ON "enterprise_training" USING btree ("start_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fit_duty_person" ON "fit_duty" USING btree ("enterprise_id","id_card","start_on");--> statement-breakpoint
CREATE INDEX "fit_duty_recent" ON "fit_duty" USING btree ("start_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_point_monitor_period" ON "fixed_point_monitor" USING btree ("enterprise_id","period");--> statement-breakpoint
CREATE INDEX "fixed_point_monitor_recent" ON "fixed_point_monitor" USING btree ("period" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillment_agreement" ON "fulfillment" USING btree ("enterprise_id","agreement_no");--> statement-breakpoint
CREATE INDEX "fulfillment_recent" ON "fulfillment" USING btree ("signed_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "unemployment_monitor_period" ON "unemployment_monitor" USING btree ("enterprise_id","period");--> statement-breakpoint
CREATE INDEX "unemployment_monitor_recent" ON "unemployment_monitor" USING btree ("period" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "work_training_person" ON "work_training" USING btree ("enterprise_id","id_card","start_on");--> statement-breakpoint
CREATE INDEX "work_training_recent" ON "work_training" USING btree ("start_on" DESC NULLS LAST,"id" DESC NULLS LAST);