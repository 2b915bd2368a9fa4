-- Issue 45: more public reads answered from the answer cache (http/answerCache.ts), so the tables
-- they read raise their data versions too. data_version_touch() takes an optional argument, the
-- name of the version to raise instead of the table's: the view counts of published content
-- (notice.view_count, written once a second by modules/notice/viewCounter.ts) raise 'notice_views',
-- so that the lists showing 浏览次数 follow them while the lists that do not are left alone.
CREATE OR REPLACE FUNCTION data_version_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  version_name text := coalesce(TG_ARGV[0], TG_TABLE_NAME);
BEGIN
  INSERT INTO "data_version" ("table_name", "version") VALUES (version_name, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = "data_version"."version" + 1;
  -- delivered at commit: each server keeps the versions in memory until told (answerCache.ts)
  PERFORM pg_notify('data_version', version_name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "data_version" ("table_name", "version") VALUES ('ent_product', 0), ('company_docking', 0), ('activity_apply', 0), ('talent_invite', 0), ('notice_attachment', 0), ('stored_file', 0), ('notice_views', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER data_version_ent_product AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ent_product" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_company_docking AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_docking" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_activity_apply AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_apply" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_talent_invite AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "talent_invite" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_notice_attachment AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notice_attachment" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_stored_file AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stored_file" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_notice_views AFTER UPDATE OF "view_count" ON "notice" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch('notice_views');
