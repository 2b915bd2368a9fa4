CREATE TABLE "training_annual" (
	"enterprise_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"trainees" integer NOT NULL,
	"certified" integer NOT NULL,
	"employed" integer NOT NULL,
	"teachers" integer NOT NULL,
	"courses" integer NOT NULL,
	"training_revenue" double precision NOT NULL,
	CONSTRAINT "training_annual_enterprise_id_year_pk" PRIMARY KEY("enterprise_id","year")
);
--> statement-breakpoint
ALTER TABLE "training_annual" ADD CONSTRAINT "training_annual_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;