CREATE TABLE "questionnaire" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_recipient" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"person_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"group_id" integer,
	"group_name" text NOT NULL,
	"template" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"size" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_group_member" (
	"group_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "target_group_member_group_id_person_id_pk" PRIMARY KEY("group_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "target_person" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"community" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"work_status" text NOT NULL,
	"skills" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer" ADD CONSTRAINT "questionnaire_answer_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer" ADD CONSTRAINT "questionnaire_answer_recipient_id_sms_recipient_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."sms_recipient"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_log" ADD CONSTRAINT "questionnaire_log_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_log" ADD CONSTRAINT "questionnaire_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipient" ADD CONSTRAINT "sms_recipient_task_id_sms_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."sms_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipient" ADD CONSTRAINT "sms_recipient_person_id_target_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."target_person"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_task" ADD CONSTRAINT "sms_task_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_task" ADD CONSTRAINT "sms_task_group_id_target_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."target_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_task" ADD CONSTRAINT "sms_task_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_group" ADD CONSTRAINT "target_group_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_group_member" ADD CONSTRAINT "target_group_member_group_id_target_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."target_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_group_member" ADD CONSTRAINT "target_group_member_person_id_target_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."target_person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_person" ADD CONSTRAINT "target_person_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answer_recipient" ON "questionnaire_answer" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answer_q" ON "questionnaire_answer" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaire_log_q" ON "questionnaire_log" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_recipient_task_phone" ON "sms_recipient" USING btree ("task_id","phone");--> statement-breakpoint
CREATE INDEX "sms_recipient_status" ON "sms_recipient" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sms_recipient_task" ON "sms_recipient" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "target_person_id_card" ON "target_person" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "target_person_order" ON "target_person" USING btree ("street" DESC NULLS FIRST,"name" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "target_person_id_card_prefix" ON "target_person" USING btree (lower("id_card") text_pattern_ops);