CREATE TABLE "collection_reminder" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"day" date NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"reminded_by" text NOT NULL,
	"dept_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "street_code" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "industry_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_reminder" ADD CONSTRAINT "collection_reminder_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_reminder" ADD CONSTRAINT "collection_reminder_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_reminder_enterprise_day" ON "collection_reminder" USING btree ("enterprise_id","day");--> statement-breakpoint
CREATE INDEX "collection_reminder_enterprise_at" ON "collection_reminder" USING btree ("enterprise_id","reminded_at");--> statement-breakpoint
-- The data-collection summary counts the training institutions' annual data too (/entdataAllSchool,
-- modules/collection): a write raises the enterprise data version (board_version row 1, migration 'board_version').
CREATE TRIGGER board_touch_training_annual AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "training_annual" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
