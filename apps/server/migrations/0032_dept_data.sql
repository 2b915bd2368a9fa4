CREATE TABLE "dept_module_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"year" smallint NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dept_module_year" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"year" smallint NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"return_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dept_module_event" ADD CONSTRAINT "dept_module_event_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dept_module_year" ADD CONSTRAINT "dept_module_year_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dept_module_event_key" ON "dept_module_event" USING btree ("module","year","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dept_module_year_key" ON "dept_module_year" USING btree ("module","year");--> statement-breakpoint
CREATE INDEX "dept_module_year_status" ON "dept_module_year" USING btree ("year","status");--> statement-breakpoint
CREATE TRIGGER board_touch_dept_module_year AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dept_module_year" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
