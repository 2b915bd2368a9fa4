CREATE TABLE "sms_gateway_template" (
	"kind" text PRIMARY KEY NOT NULL,
	"template_code" text NOT NULL,
	"content" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "template_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "params" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status" text DEFAULT 'recorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "biz_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "outcome_unknown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "receipt_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_sms" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_source" ON "sms_outbox" USING btree ("source");--> statement-breakpoint
CREATE INDEX "sms_outbox_pending" ON "sms_outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_awaiting_receipt" ON "sms_outbox" USING btree ("receipt_asked_at","sent_at") WHERE status = 'accepted';--> statement-breakpoint
UPDATE "message_sms" SET "summary" = regexp_replace(regexp_replace("text", '^【[^】]*】', ''), '。详情请登录平台在“我的消息”中查看。$', '');--> statement-breakpoint
UPDATE "sms_outbox" SET "content" = regexp_replace(regexp_replace("content", '(验证码[：:]\s*)\d{4,8}', '\1******', 'g'), '(初始密码[：:]\s*)[A-Za-z0-9#]{6,32}', '\1******', 'g'), "sent_at" = "created_at";
