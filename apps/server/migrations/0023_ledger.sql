CREATE TABLE "ledger_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ledger" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"import_id" integer,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_import" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ledger" text NOT NULL,
	"user_id" integer NOT NULL,
	"total" integer NOT NULL,
	"imported" integer NOT NULL,
	"rejected" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- past track record imports keep their error workbooks (same ids, so links stay valid)
INSERT INTO "ledger_import" ("id", "ledger", "user_id", "total", "imported", "rejected", "created_at") SELECT "id", 'trackRecord', "user_id", "total", "imported", "rejected", "created_at" FROM "track_record_import";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('ledger_import', 'id'), GREATEST((SELECT max("id") FROM "ledger_import"), 1));--> statement-breakpoint
DROP TABLE "track_record_import" CASCADE;--> statement-breakpoint
ALTER TABLE "ledger_change" ADD CONSTRAINT "ledger_change_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_import" ADD CONSTRAINT "ledger_import_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_change_record" ON "ledger_change" USING btree ("ledger","record_id","id");--> statement-breakpoint
CREATE INDEX "ledger_import_user" ON "ledger_import" USING btree ("user_id","id");