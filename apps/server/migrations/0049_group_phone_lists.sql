CREATE TABLE "target_group_phone" (
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	CONSTRAINT "target_group_phone_group_id_phone_pk" PRIMARY KEY("group_id","phone")
);
--> statement-breakpoint
ALTER TABLE "target_group" ADD COLUMN "source" text DEFAULT 'filter' NOT NULL;--> statement-breakpoint
ALTER TABLE "target_group_phone" ADD CONSTRAINT "target_group_phone_group_id_target_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."target_group"("id") ON DELETE cascade ON UPDATE no action;