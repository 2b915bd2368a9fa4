CREATE TABLE "demand_response" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resume_file_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_track" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_response" ADD CONSTRAINT "demand_response_demand_id_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_response" ADD CONSTRAINT "demand_response_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_response" ADD CONSTRAINT "demand_response_resume_file_id_stored_file_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_response" ADD CONSTRAINT "demand_response_admin_id_app_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_track" ADD CONSTRAINT "demand_track_response_id_demand_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."demand_response"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_track" ADD CONSTRAINT "demand_track_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_response_person_job" ON "demand_response" USING btree ("user_id","demand_id");--> statement-breakpoint
CREATE INDEX "demand_response_demand" ON "demand_response" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_track_response" ON "demand_track" USING btree ("response_id");