CREATE TABLE "ent_recognition" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credit_code" text NOT NULL,
	"ent_name" text NOT NULL,
	"category" text NOT NULL,
	"certificate_no" text DEFAULT '' NOT NULL,
	"recognised_on" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_roster" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"tier" text NOT NULL,
	"speciality" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"recognised_on" date NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ent_recognition" ADD CONSTRAINT "ent_recognition_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_roster" ADD CONSTRAINT "talent_roster_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ent_recognition_key" ON "ent_recognition" USING btree ("credit_code","category");--> statement-breakpoint
CREATE INDEX "ent_recognition_recent" ON "ent_recognition" USING btree ("recognised_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ent_recognition_name" ON "ent_recognition" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "talent_roster_id_card" ON "talent_roster" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "talent_roster_recent" ON "talent_roster" USING btree ("recognised_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION ent_recognition_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  code text;
  is_high_tech boolean;
  is_on_the_four boolean;
BEGIN
  -- the enterprises whose recognitions changed: the old row's and the new row's credit codes
  FOREACH code IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.credit_code END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.credit_code END] LOOP
    CONTINUE WHEN code IS NULL;
    is_high_tech := EXISTS (SELECT 1 FROM "ent_recognition" r WHERE r."credit_code" = code AND r."category" = '高新技术企业');
    is_on_the_four := EXISTS (SELECT 1 FROM "ent_recognition" r WHERE r."credit_code" = code AND r."category" = '四上企业');
    UPDATE "enterprise_profile" p SET "high_tech" = is_high_tech, "on_the_four" = is_on_the_four
    FROM "enterprise" e
    WHERE e."id" = p."enterprise_id" AND e."credit_code" = code AND (p."high_tech", p."on_the_four") IS DISTINCT FROM (is_high_tech, is_on_the_four);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ent_recognition_sync AFTER INSERT OR UPDATE OR DELETE ON "ent_recognition" FOR EACH ROW EXECUTE FUNCTION ent_recognition_sync();
