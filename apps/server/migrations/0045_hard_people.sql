CREATE TABLE "hard_profile" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"difficulty" text NOT NULL,
	"recognized_on" date NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hard_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"happened_on" date NOT NULL,
	"content" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hard_profile" ADD CONSTRAINT "hard_profile_person_id_target_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."target_person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hard_profile" ADD CONSTRAINT "hard_profile_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hard_timeline" ADD CONSTRAINT "hard_timeline_person_id_target_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."target_person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hard_timeline" ADD CONSTRAINT "hard_timeline_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hard_timeline_person" ON "hard_timeline" USING btree ("person_id","happened_on","id");