-- The dashboards' data versions (table board_version, modules/dashboard/snapshot.ts): every
-- statement that writes a table the dashboards sum raises the version of its row by one, so the
-- server knows when its aggregates are stale without reading the tables again. Row 1: enterprises,
-- staff and their figures; row 2: published content and job demands.
INSERT INTO "board_version" ("id", "version") VALUES (1, 0), (2, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "board_version" SET "version" = "version" + 1 WHERE "id" = TG_ARGV[0]::smallint;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER board_touch_street AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "street" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
--> statement-breakpoint
CREATE TRIGGER board_touch_enterprise AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprise" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
--> statement-breakpoint
CREATE TRIGGER board_touch_staff AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
--> statement-breakpoint
CREATE TRIGGER board_touch_enterprise_profile AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprise_profile" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
--> statement-breakpoint
CREATE TRIGGER board_touch_enterprise_annual AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprise_annual" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
--> statement-breakpoint
CREATE TRIGGER board_touch_index_weight AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "index_weight" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
--> statement-breakpoint
CREATE TRIGGER board_touch_sys_config AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_config" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
--> statement-breakpoint
CREATE TRIGGER board_touch_demand AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "demand" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('2');
--> statement-breakpoint
CREATE TRIGGER board_touch_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notice" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('2');
