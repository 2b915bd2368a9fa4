CREATE TABLE "policy_matter" (
	"notice_id" integer PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"handling" text NOT NULL,
	"apply_type" text DEFAULT '' NOT NULL,
	"conditions" text NOT NULL,
	"process" text NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_limit" text NOT NULL,
	"standard" text NOT NULL,
	"amount" numeric(14, 2),
	"place" text DEFAULT '' NOT NULL,
	"contact" text NOT NULL,
	"standards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_matter" ADD CONSTRAINT "policy_matter_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE cascade ON UPDATE no action;