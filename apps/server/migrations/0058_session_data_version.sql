-- Sessions are resolved from memory while neither the sessions nor the accounts have changed
-- (modules/account/session.ts resolveSession): every statement writing user_session (a login, a
-- logout, a touch at most once a minute) or app_user (a role, a status, a password) raises its data
-- version, on any server of the database, so the next request reads its session afresh.
INSERT INTO "data_version" ("table_name", "version") VALUES ('app_user', 0), ('user_session', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER data_version_app_user AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
--> statement-breakpoint
CREATE TRIGGER data_version_user_session AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_session" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
