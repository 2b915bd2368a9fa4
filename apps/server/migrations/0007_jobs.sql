ALTER TABLE "enterprise" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "legal_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "registered_capital" double precision;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "intro" text DEFAULT '' NOT NULL;