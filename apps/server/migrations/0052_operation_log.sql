CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"account" text NOT NULL,
	"user_kind" smallint NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"endpoint" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"object_id" text DEFAULT '' NOT NULL,
	"code" integer NOT NULL,
	"changes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operation_log" ADD CONSTRAINT "operation_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_log_account" ON "operation_log" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "operation_log_at" ON "operation_log" USING btree ("at");