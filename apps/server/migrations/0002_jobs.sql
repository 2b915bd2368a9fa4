ALTER TABLE "staff" ADD COLUMN "position" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "left_on" date;--> statement-breakpoint
CREATE INDEX "staff_enterprise_id_card" ON "staff" USING btree ("enterprise_id","id_card");