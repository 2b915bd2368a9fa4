CREATE TABLE "personal_data_access" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"record_id" bigint,
	"field" text,
	"subject" text,
	"detail" jsonb,
	"page" text NOT NULL,
	"allowed" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD CONSTRAINT "personal_data_access_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_access_source" ON "personal_data_access" USING btree ("source","record_id","id");--> statement-breakpoint
CREATE INDEX "personal_data_access_user" ON "personal_data_access" USING btree ("user_id","id");