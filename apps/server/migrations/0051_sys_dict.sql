CREATE TABLE "sys_dict" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"dict_value" text NOT NULL,
	"dict_label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_value" ON "sys_dict" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_label" ON "sys_dict" USING btree ("dict_type","dict_label");--> statement-breakpoint
CREATE INDEX "sys_dict_type_sort" ON "sys_dict" USING btree ("dict_type","sort");--> statement-breakpoint
-- the public options (GET /api/common/dict/{dictType}) are cached by this table's data version (http/answerCache.ts)
INSERT INTO "data_version" ("table_name", "version") VALUES ('sys_dict', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER data_version_sys_dict AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dict" FOR EACH STATEMENT EXECUTE FUNCTION data_version_touch();
