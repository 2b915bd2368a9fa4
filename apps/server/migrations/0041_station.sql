CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"place" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"sign_up_start" timestamp with time zone NOT NULL,
	"sign_up_end" timestamp with time zone NOT NULL,
	"audience" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"owner_dept" text NOT NULL,
	"owner_street" text DEFAULT '' NOT NULL,
	"owner_name" text NOT NULL,
	"venue_key" text NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"ent_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"check_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_apply_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seeker" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"street_code" text NOT NULL,
	"education" text NOT NULL,
	"skills" text NOT NULL,
	"category" text NOT NULL,
	"work_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seeker_follow_up" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_id" integer NOT NULL,
	"note" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_apply" ADD CONSTRAINT "activity_apply_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_apply" ADD CONSTRAINT "activity_apply_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_apply_log" ADD CONSTRAINT "activity_apply_log_apply_id_activity_apply_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."activity_apply"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_apply_log" ADD CONSTRAINT "activity_apply_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker" ADD CONSTRAINT "job_seeker_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_follow_up" ADD CONSTRAINT "job_seeker_follow_up_seeker_id_job_seeker_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."job_seeker"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_follow_up" ADD CONSTRAINT "job_seeker_follow_up_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_status_start" ON "activity" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "activity_owner" ON "activity" USING btree ("owner_dept","owner_street");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_apply_one_per_user" ON "activity_apply" USING btree ("activity_id","user_id") WHERE "activity_apply"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "activity_apply_code" ON "activity_apply" USING btree ("activity_id","check_code");--> statement-breakpoint
CREATE INDEX "activity_apply_user" ON "activity_apply" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_apply_log_apply" ON "activity_apply_log" USING btree ("apply_id");--> statement-breakpoint
CREATE INDEX "activity_log_activity" ON "activity_log" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_seeker_user" ON "job_seeker" USING btree ("user_id") WHERE "job_seeker"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "job_seeker_street" ON "job_seeker" USING btree ("street_code","id");--> statement-breakpoint
CREATE INDEX "job_seeker_follow_up_seeker" ON "job_seeker_follow_up" USING btree ("seeker_id");