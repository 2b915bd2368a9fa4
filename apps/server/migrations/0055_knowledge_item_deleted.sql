CREATE TABLE "knowledge_item_deleted" (
	"id" integer NOT NULL,
	"write_xact" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "knowledge_item_deleted_write_xact" ON "knowledge_item_deleted" USING btree ("write_xact");--> statement-breakpoint
-- A deleted knowledge item leaves no row to carry its write_xact: the search index
-- (modules/knowledge/searchIndex.ts) reads the ids deleted since it was last brought up to date
-- here, whatever deleted them (API, seed, psql, a second server). A TRUNCATE notes id 0 (all).
CREATE FUNCTION knowledge_item_note_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "knowledge_item_deleted" ("id", "write_xact") VALUES (0, pg_current_xact_id()::text::bigint);
  ELSE
    INSERT INTO "knowledge_item_deleted" ("id", "write_xact") SELECT "id", pg_current_xact_id()::text::bigint FROM old_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER knowledge_item_deleted AFTER DELETE ON "knowledge_item" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION knowledge_item_note_deleted();
--> statement-breakpoint
CREATE TRIGGER knowledge_item_truncated AFTER TRUNCATE ON "knowledge_item" FOR EACH STATEMENT EXECUTE FUNCTION knowledge_item_note_deleted();
