CREATE TABLE "call_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"limit_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "call_category_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "call_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_no" text NOT NULL,
	"category_id" integer NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"attachment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"channel" text NOT NULL,
	"caller_user_id" integer,
	"caller_name" text NOT NULL,
	"caller_phone" text DEFAULT '' NOT NULL,
	"taken_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"assignee_id" integer,
	"allotter_id" integer,
	"answer" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"score" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone,
	CONSTRAINT "call_event_event_no_unique" UNIQUE("event_no")
);
--> statement-breakpoint
CREATE TABLE "call_event_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"content" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"dept_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"answer_text" text NOT NULL,
	"category" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"source_policy" text DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"question_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"audit_note" text DEFAULT '' NOT NULL,
	"from_event_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_category" ADD CONSTRAINT "call_category_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_event" ADD CONSTRAINT "call_event_category_id_call_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."call_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_event" ADD CONSTRAINT "call_event_caller_user_id_app_user_id_fk" FOREIGN KEY ("caller_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_event" ADD CONSTRAINT "call_event_taken_by_app_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_event" ADD CONSTRAINT "call_event_assignee_id_app_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_event" ADD CONSTRAINT "call_event_allotter_id_app_user_id_fk" FOREIGN KEY ("allotter_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_event_log" ADD CONSTRAINT "call_event_log_event_id_call_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."call_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_event_log" ADD CONSTRAINT "call_event_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_record" ADD CONSTRAINT "call_record_event_id_call_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."call_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_record" ADD CONSTRAINT "call_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_item" ADD CONSTRAINT "knowledge_item_from_event_id_call_event_id_fk" FOREIGN KEY ("from_event_id") REFERENCES "public"."call_event"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_item" ADD CONSTRAINT "knowledge_item_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_log" ADD CONSTRAINT "knowledge_log_item_id_knowledge_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_log" ADD CONSTRAINT "knowledge_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_event_caller" ON "call_event" USING btree ("caller_user_id");--> statement-breakpoint
CREATE INDEX "call_event_dept_status" ON "call_event" USING btree ("dept_name","status");--> statement-breakpoint
CREATE INDEX "call_event_status_deadline" ON "call_event" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "call_event_log_event" ON "call_event_log" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "call_record_event" ON "call_record" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "knowledge_item_grams" ON "knowledge_item" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "knowledge_item_status" ON "knowledge_item" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "knowledge_log_item" ON "knowledge_log" USING btree ("item_id");