CREATE TABLE "postdoc_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"unit_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"topic" text NOT NULL,
	"partner" text DEFAULT '' NOT NULL,
	"entry_date" date NOT NULL,
	"planned_exit_date" date NOT NULL,
	"exit_date" date,
	"exit_kind" text,
	"exit_reason" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postdoc_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"year" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_date" date NOT NULL,
	"document_no" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postdoc_unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"station_kind" text NOT NULL,
	"approval_date" date NOT NULL,
	"approval_no" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"street" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postdoc_record" ADD CONSTRAINT "postdoc_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postdoc_ticket" ADD CONSTRAINT "postdoc_ticket_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postdoc_unit" ADD CONSTRAINT "postdoc_unit_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postdoc_record_open_stay" ON "postdoc_record" USING btree ("id_card") WHERE "postdoc_record"."exit_date" is null;--> statement-breakpoint
CREATE INDEX "postdoc_record_entry" ON "postdoc_record" USING btree ("entry_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postdoc_record_unit" ON "postdoc_record" USING btree ("unit_code");--> statement-breakpoint
CREATE INDEX "postdoc_record_id_card" ON "postdoc_record" USING btree ("id_card");--> statement-breakpoint
CREATE UNIQUE INDEX "postdoc_ticket_document_no" ON "postdoc_ticket" USING btree ("document_no");--> statement-breakpoint
CREATE INDEX "postdoc_ticket_unit_year" ON "postdoc_ticket" USING btree ("unit_code","year");--> statement-breakpoint
CREATE UNIQUE INDEX "postdoc_unit_credit_code" ON "postdoc_unit" USING btree ("credit_code");