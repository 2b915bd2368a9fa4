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
ALTER TABLE "knowledge_item" ADD CONSTRAINT "knowledge_item_from_event_id_call_event_id_fk" FOREIGN KEY ("from_event_id") REFERENCES "public"."call_event"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_item" ADD CONSTRAINT "knowledge_item_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_log" ADD CONSTRAINT "knowledge_log_item_id_knowledge_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_log" ADD CONSTRAINT "knowledge_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_item_grams" ON "knowledge_item" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "knowledge_item_status" ON "knowledge_item" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "knowledge_log_item" ON "knowledge_log" USING btree ("item_id");