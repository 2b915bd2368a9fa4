CREATE TABLE "application" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"filed_by" text NOT NULL,
	"applicant_user_id" integer,
	"enterprise_id" integer,
	"created_by" integer,
	"applicant_name" text DEFAULT '' NOT NULL,
	"applicant_id_card" text DEFAULT '' NOT NULL,
	"applicant_phone" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"people_count" integer DEFAULT 0 NOT NULL,
	"amount" double precision DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"publicity_start" timestamp with time zone,
	"publicity_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_score" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"expert_name" text NOT NULL,
	"score" double precision NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_applicant_user_id_app_user_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_score" ADD CONSTRAINT "application_score_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_score" ADD CONSTRAINT "application_score_expert_user_id_app_user_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_type_status" ON "application" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "application_applicant_user" ON "application" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "application_enterprise" ON "application" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "application_applicant_id_card" ON "application" USING btree ("applicant_id_card");--> statement-breakpoint
CREATE INDEX "application_event_application" ON "application_event" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_score_expert" ON "application_score" USING btree ("application_id","expert_user_id");