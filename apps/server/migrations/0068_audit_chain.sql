CREATE TABLE "audit_chain" (
	"log" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"legacy_below" bigint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_ok" boolean,
	"verified_problem" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempt" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "login_attempt" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "login_attempt_seq" ON "login_attempt" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_access_seq" ON "personal_data_access" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_log_seq" ON "operation_log" USING btree ("seq");--> statement-breakpoint
-- issue 44: each audit log's chain starts empty; the rows already written (ids below legacy_below) are sealed at the next start, in id order
INSERT INTO "audit_chain" ("log", "legacy_below") SELECT 'operation_log', coalesce(max("id"), 0) + 1 FROM "operation_log";--> statement-breakpoint
INSERT INTO "audit_chain" ("log", "legacy_below") SELECT 'login_attempt', coalesce(max("id"), 0) + 1 FROM "login_attempt";--> statement-breakpoint
INSERT INTO "audit_chain" ("log", "legacy_below") SELECT 'personal_data_access', coalesce(max("id"), 0) + 1 FROM "personal_data_access";
