-- Issue 45: the hotline's categories and their time limits (/api/call/categoryList, public) are
-- answered from the answer cache (http/answerCache.ts): call_category raises its data version,
-- as every table a cached answer reads does (data_version_touch of migration 0066).
INSERT INTO "data_version" ("table_name", "version") VALUES ('call_category', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER data_version_call_category AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "call_category" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
