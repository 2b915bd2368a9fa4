CREATE TABLE "site_notice_ack" (
	"user_id" integer NOT NULL,
	"deadline" date NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_notice_ack_user_id_deadline_pk" PRIMARY KEY("user_id","deadline")
);
--> statement-breakpoint
ALTER TABLE "site_notice_ack" ADD CONSTRAINT "site_notice_ack_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- the three site.dialog.* keys become the one site.notice item (text, deadline, phones, mailbox)
INSERT INTO "sys_config" ("key", "value")
SELECT 'site.notice', json_build_object(
  'text', '各位企业联系人：请于{deadline}前通过「数据采集」模块更新本企业数据。',
  'deadline', d."value",
  'phones', COALESCE((SELECT json_agg(p) FROM unnest(string_to_array(ph."value", ',')) AS p WHERE p <> ''), '[]'::json),
  'email', COALESCE(m."value", '')
)::text
FROM "sys_config" d
LEFT JOIN "sys_config" ph ON ph."key" = 'site.dialog.phones'
LEFT JOIN "sys_config" m ON m."key" = 'site.dialog.email'
WHERE d."key" = 'site.dialog.deadline'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "sys_config" WHERE "key" IN ('site.dialog.deadline', 'site.dialog.phones', 'site.dialog.email');
