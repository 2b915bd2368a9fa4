CREATE TABLE "data_version" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Data versions of the tables cached answers are made of (http/answerCache.ts, issue 20): every
-- statement writing one of them (API, import, seed, psql, a second server) raises the table's row
-- in its own transaction, so a reader that sees the new data also sees the new version. A cached
-- answer is kept under the versions of the tables it reads; the server refuses to start when a
-- table read by a cached endpoint has no trigger (answerCache.ts checkVersionTriggers): add it here
-- or in a later migration with the same function.
CREATE OR REPLACE FUNCTION data_version_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_version" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = "data_version"."version" + 1;
  -- delivered at commit: on PGlite the one server process keeps the versions in memory until told (answerCache.ts)
  PERFORM pg_notify('data_version', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "data_version" ("table_name", "version") VALUES ('sys_config', 0), ('friendly_link', 0), ('entrance_config', 0), ('organisation', 0), ('notice', 0), ('demand', 0), ('enterprise', 0), ('street', 0), ('industry', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER data_version_sys_config AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_config" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_friendly_link AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "friendly_link" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_entrance_config AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "entrance_config" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_organisation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisation" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
-- notice: an open counts a view (UPDATE of view_count alone on every read); that is not a change of
-- the lists or pages cached, so the trigger names every other column (search_text follows title and content; a new column of notice must be
-- added to this list).
CREATE TRIGGER data_version_notice AFTER INSERT OR DELETE OR TRUNCATE ON "notice" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_notice_update AFTER UPDATE OF "id", "title", "content", "category", "dept_name", "status", "reject_reason", "summary", "related_id", "author_id", "publish_time", "version", "created_at", "updated_at" ON "notice" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_demand AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "demand" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_enterprise AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprise" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_street AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "street" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_industry AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "industry" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
