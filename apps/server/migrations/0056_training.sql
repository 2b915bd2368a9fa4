CREATE TABLE "train_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"occupation" text NOT NULL,
	"place" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"enrol_end" date NOT NULL,
	"hours" integer NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"owner_dept" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_course_taken" CHECK ("train_course"."taken" between 0 and "train_course"."capacity")
);
--> statement-breakpoint
CREATE TABLE "train_enrol" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "train_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"enrol_id" integer,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_survey" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credit_code" text NOT NULL,
	"year" integer NOT NULL,
	"needs" text NOT NULL,
	"trainees" integer NOT NULL,
	"mode" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "train_course" ADD CONSTRAINT "train_course_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_enrol" ADD CONSTRAINT "train_enrol_course_id_train_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."train_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_enrol" ADD CONSTRAINT "train_enrol_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_enrol" ADD CONSTRAINT "train_enrol_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_log" ADD CONSTRAINT "train_log_course_id_train_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."train_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_log" ADD CONSTRAINT "train_log_enrol_id_train_enrol_id_fk" FOREIGN KEY ("enrol_id") REFERENCES "public"."train_enrol"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_log" ADD CONSTRAINT "train_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_survey" ADD CONSTRAINT "training_survey_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_course_status_start" ON "train_course" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "train_course_owner" ON "train_course" USING btree ("owner_dept");--> statement-breakpoint
CREATE INDEX "train_enrol_course" ON "train_enrol" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "train_enrol_enterprise" ON "train_enrol" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_enrol_one_per_phone" ON "train_enrol" USING btree ("course_id","phone") WHERE "train_enrol"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "train_log_course" ON "train_log" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "train_log_enrol" ON "train_log" USING btree ("enrol_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_survey_one_per_year" ON "training_survey" USING btree ("credit_code","year");--> statement-breakpoint
CREATE INDEX "training_survey_order" ON "training_survey" USING btree ("year" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "training_survey_credit" ON "training_survey" USING btree (lower("credit_code") text_pattern_ops);