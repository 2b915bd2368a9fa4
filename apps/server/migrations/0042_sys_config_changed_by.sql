ALTER TABLE "sys_config" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_config" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "sys_config" ADD CONSTRAINT "sys_config_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;