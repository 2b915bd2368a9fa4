CREATE TABLE "harmony_enterprise" (
	"enterprise_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "harmony_enterprise_enterprise_id_year_pk" PRIMARY KEY("enterprise_id","year")
);
--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD CONSTRAINT "harmony_enterprise_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;