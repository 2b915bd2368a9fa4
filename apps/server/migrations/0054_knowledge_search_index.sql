ALTER TABLE "knowledge_gram" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "knowledge_gram" CASCADE;--> statement-breakpoint
DROP INDEX "knowledge_item_grams";--> statement-breakpoint
DROP INDEX "knowledge_item_question_grams";--> statement-breakpoint
ALTER TABLE "knowledge_item" ADD COLUMN "write_xact" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_item_write_xact" ON "knowledge_item" USING btree ("write_xact");--> statement-breakpoint
-- The knowledge search ranks over an index held by the server (modules/knowledge/searchIndex.ts):
-- the unit counts and the GIN indexes it looked candidates up with are no longer read.
DROP TRIGGER IF EXISTS knowledge_gram_insert ON "knowledge_item";--> statement-breakpoint
DROP TRIGGER IF EXISTS knowledge_gram_update ON "knowledge_item";--> statement-breakpoint
DROP TRIGGER IF EXISTS knowledge_gram_delete ON "knowledge_item";--> statement-breakpoint
DROP TRIGGER IF EXISTS knowledge_gram_truncate ON "knowledge_item";--> statement-breakpoint
DROP FUNCTION IF EXISTS knowledge_gram_count();--> statement-breakpoint
-- Every row inserted or updated, whatever writes it (API, import, seed, psql, a second server),
-- carries the id of its writing transaction: the index reads again the rows of every transaction
-- not yet finished when it was last brought up to date (write_xact >= that snapshot's xmin).
CREATE FUNCTION knowledge_item_write_xact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."write_xact" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER knowledge_item_write_xact BEFORE INSERT OR UPDATE ON "knowledge_item" FOR EACH ROW EXECUTE FUNCTION knowledge_item_write_xact();
--> statement-breakpoint
-- Every statement writing knowledge_item raises its data version (migration 0044_data_version):
-- the server brings its search index up to date before the next search.
INSERT INTO "data_version" ("table_name", "version") VALUES ('knowledge_item', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER data_version_knowledge_item AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "knowledge_item" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
