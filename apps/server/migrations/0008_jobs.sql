CREATE TABLE "demand" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"post_name" text NOT NULL,
	"education" text NOT NULL,
	"salary_min" integer NOT NULL,
	"salary_max" integer NOT NULL,
	"headcount" integer NOT NULL,
	"work_address" text NOT NULL,
	"description" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"audit_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demand_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand" ADD CONSTRAINT "demand_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_status_log" ADD CONSTRAINT "demand_status_log_demand_id_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_status_log" ADD CONSTRAINT "demand_status_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_enterprise" ON "demand" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "demand_status_published" ON "demand" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "demand_status_log_demand" ON "demand_status_log" USING btree ("demand_id");