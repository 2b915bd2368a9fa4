CREATE TABLE "ksh_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"days" integer NOT NULL,
	"status" text DEFAULT 'awaiting_check' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ends_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ksh_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settle_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ksh_application" ADD CONSTRAINT "ksh_application_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ksh_status_log" ADD CONSTRAINT "ksh_status_log_application_id_ksh_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."ksh_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ksh_status_log" ADD CONSTRAINT "ksh_status_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settle_status_log" ADD CONSTRAINT "settle_status_log_application_id_settle_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."settle_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settle_status_log" ADD CONSTRAINT "settle_status_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ksh_application_user" ON "ksh_application" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ksh_application_status" ON "ksh_application" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ksh_status_log_application" ON "ksh_status_log" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "settle_status_log_application" ON "settle_status_log" USING btree ("application_id");