CREATE TABLE "msg" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sender_id" integer,
	"sender_name" text NOT NULL,
	"sender_dept" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"msg_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"from_staff" boolean NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_recipient" (
	"msg_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" integer,
	"replied_at" timestamp with time zone,
	CONSTRAINT "msg_recipient_msg_id_enterprise_id_pk" PRIMARY KEY("msg_id","enterprise_id")
);
--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "msg_id" integer;--> statement-breakpoint
ALTER TABLE "msg" ADD CONSTRAINT "msg_sender_id_app_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_post" ADD CONSTRAINT "msg_post_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_post" ADD CONSTRAINT "msg_post_msg_id_enterprise_id_msg_recipient_msg_id_enterprise_id_fk" FOREIGN KEY ("msg_id","enterprise_id") REFERENCES "public"."msg_recipient"("msg_id","enterprise_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_recipient" ADD CONSTRAINT "msg_recipient_msg_id_msg_id_fk" FOREIGN KEY ("msg_id") REFERENCES "public"."msg"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_recipient" ADD CONSTRAINT "msg_recipient_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_recipient" ADD CONSTRAINT "msg_recipient_read_by_app_user_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "msg_dept_time" ON "msg" USING btree ("sender_dept","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "msg_post_thread" ON "msg_post" USING btree ("msg_id","enterprise_id","id");--> statement-breakpoint
CREATE INDEX "msg_recipient_enterprise" ON "msg_recipient" USING btree ("enterprise_id");--> statement-breakpoint
ALTER TABLE "notice_message" ADD CONSTRAINT "notice_message_msg_id_msg_id_fk" FOREIGN KEY ("msg_id") REFERENCES "public"."msg"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_message_msg" ON "notice_message" USING btree ("msg_id","user_id") WHERE "notice_message"."msg_id" is not null;