CREATE TABLE "board_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_router" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"group_name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_annual" ADD COLUMN "returnees" integer DEFAULT 0 NOT NULL;