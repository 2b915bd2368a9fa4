CREATE TABLE "knowledge_gram" (
	"gram" text PRIMARY KEY NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "knowledge_item_question_grams" ON "knowledge_item" USING gin ("question_grams");--> statement-breakpoint
-- Document counts of the knowledge search units (modules/knowledge/search.ts, searchKnowledge):
-- each statement writing knowledge_item adds the units of its new rows and takes away those of
-- its old rows, in its own transaction. Units are upserted in their order so that two writers
-- lock shared rows in the same order (no deadlock on PostgreSQL). PostgreSQL allows transition
-- tables only on one-event triggers, hence three triggers on one function.
CREATE OR REPLACE FUNCTION knowledge_gram_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "knowledge_gram";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "knowledge_gram" ("gram", "items")
      SELECT g, count(*) FROM new_rows, unnest(new_rows."grams") g GROUP BY g ORDER BY g
      ON CONFLICT ("gram") DO UPDATE SET "items" = "knowledge_gram"."items" + excluded."items";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "knowledge_gram" ("gram", "items")
      SELECT g, -count(*) FROM old_rows, unnest(old_rows."grams") g GROUP BY g ORDER BY g
      ON CONFLICT ("gram") DO UPDATE SET "items" = "knowledge_gram"."items" + excluded."items";
  ELSE
    INSERT INTO "knowledge_gram" ("gram", "items")
      SELECT g, sum(n) FROM (
        SELECT unnest(new_rows."grams") g, 1 n FROM new_rows
        UNION ALL SELECT unnest(old_rows."grams"), -1 FROM old_rows
      ) c GROUP BY g HAVING sum(n) <> 0 ORDER BY g
      ON CONFLICT ("gram") DO UPDATE SET "items" = "knowledge_gram"."items" + excluded."items";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER knowledge_gram_insert AFTER INSERT ON "knowledge_item" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION knowledge_gram_count();
--> statement-breakpoint
CREATE TRIGGER knowledge_gram_update AFTER UPDATE ON "knowledge_item" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION knowledge_gram_count();
--> statement-breakpoint
CREATE TRIGGER knowledge_gram_delete AFTER DELETE ON "knowledge_item" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION knowledge_gram_count();
--> statement-breakpoint
CREATE TRIGGER knowledge_gram_truncate AFTER TRUNCATE ON "knowledge_item" FOR EACH STATEMENT EXECUTE FUNCTION knowledge_gram_count();
--> statement-breakpoint
INSERT INTO "knowledge_gram" ("gram", "items") SELECT g, count(*) FROM "knowledge_item", unnest("grams") g GROUP BY g;
