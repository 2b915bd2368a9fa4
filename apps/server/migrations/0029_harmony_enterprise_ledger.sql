ALTER TABLE "harmony_enterprise" DROP CONSTRAINT "harmony_enterprise_enterprise_id_enterprise_id_fk";
--> statement-breakpoint
ALTER TABLE "harmony_enterprise" DROP CONSTRAINT "harmony_enterprise_enterprise_id_year_pk";--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ALTER COLUMN "ent_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "harmony_enterprise" ALTER COLUMN "credit_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "harmony_enterprise_code_year" ON "harmony_enterprise" USING btree ("credit_code","year");--> statement-breakpoint
CREATE INDEX "harmony_enterprise_year" ON "harmony_enterprise" USING btree ("year");--> statement-breakpoint
ALTER TABLE "harmony_enterprise" DROP COLUMN "enterprise_id";