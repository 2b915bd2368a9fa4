CREATE TABLE "industry_division" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"section_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industry_division" ADD CONSTRAINT "industry_division_section_code_industry_code_fk" FOREIGN KEY ("section_code") REFERENCES "public"."industry"("code") ON DELETE no action ON UPDATE no action;