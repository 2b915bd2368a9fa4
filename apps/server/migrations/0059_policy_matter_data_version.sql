-- The public matter list (GET /api/policyMatter/list, /serviceHandle) is answered from the answer
-- cache (http/answerCache.ts) under the versions of notice and policy_matter: every statement
-- writing a matter's guide raises policy_matter's version, on any server of the database.
INSERT INTO "data_version" ("table_name", "version") VALUES ('policy_matter', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER data_version_policy_matter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policy_matter" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
