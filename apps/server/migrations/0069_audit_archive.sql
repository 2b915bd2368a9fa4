CREATE TABLE "audit_archive" (
	"id" serial PRIMARY KEY NOT NULL,
	"log" text NOT NULL,
	"file" text NOT NULL,
	"first_seq" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	"previous_hash" text NOT NULL,
	"last_hash" text NOT NULL,
	"rows" integer NOT NULL,
	"sha256" text NOT NULL,
	"before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_archive_log_first_seq" ON "audit_archive" USING btree ("log","first_seq");