-- Issue 45: more public reads answered from the answer cache (http/answerCache.ts), so the tables
-- they read raise their data versions (data_version_touch of migration 0066): the hotline's
-- categories and time limits (/api/call/categoryList), and the activities of the public activity
-- and recruitment-session lists (/api/ppw/activity/list, /recruitmentSession/getList and
-- getLatestRecruitmentSession; their sign-ups, activity_apply, since 0066).
INSERT INTO "data_version" ("table_name", "version") VALUES ('call_category', 0), ('activity', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER data_version_call_category AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "call_category" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_activity AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
