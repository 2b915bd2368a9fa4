DROP INDEX "track_record_date";--> statement-breakpoint
DROP INDEX "construction_permit_credit_code";--> statement-breakpoint
DROP INDEX "harmony_enterprise_year";--> statement-breakpoint
DROP INDEX "labor_consult_consulted_on";--> statement-breakpoint
DROP INDEX "labor_court_feedback_credit_code";--> statement-breakpoint
DROP INDEX "labor_court_feedback_decided_on";--> statement-breakpoint
DROP INDEX "labor_petition_credit_code";--> statement-breakpoint
DROP INDEX "labor_petition_received_on";--> statement-breakpoint
DROP INDEX "labor_site_credit_code";--> statement-breakpoint
DROP INDEX "labor_supervision_credit_code";--> statement-breakpoint
DROP INDEX "labor_supervision_filed_on";--> statement-breakpoint
DROP INDEX "postdoc_record_entry";--> statement-breakpoint
CREATE INDEX "construction_permit_issued_on" ON "construction_permit" USING btree ("issued_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "construction_permit_no_prefix" ON "construction_permit" USING btree (lower("permit_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "construction_permit_ent_name" ON "construction_permit" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "harmony_enterprise_ent_name" ON "harmony_enterprise" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "harmony_enterprise_credit_code" ON "harmony_enterprise" USING btree (lower("credit_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_consult_name" ON "labor_consult" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labor_consult_ent_name" ON "labor_consult" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labor_consult_question" ON "labor_consult" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labor_court_feedback_case_no_prefix" ON "labor_court_feedback" USING btree (lower("case_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_court_feedback_ent_name" ON "labor_court_feedback" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labor_petition_no_prefix" ON "labor_petition" USING btree (lower("petition_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_petition_ent_name" ON "labor_petition" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labor_site_started_on" ON "labor_site" USING btree ("started_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "labor_site_project_name_trgm" ON "labor_site" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labor_site_ent_name" ON "labor_site" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labor_supervision_case_no_prefix" ON "labor_supervision" USING btree (lower("case_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_supervision_ent_name" ON "labor_supervision" USING gin ("ent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "track_record_date" ON "track_record" USING btree ("service_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "construction_permit_credit_code" ON "construction_permit" USING btree (lower("credit_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "harmony_enterprise_year" ON "harmony_enterprise" USING btree ("year" DESC NULLS FIRST,"level" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "labor_consult_consulted_on" ON "labor_consult" USING btree ("consulted_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "labor_court_feedback_credit_code" ON "labor_court_feedback" USING btree (lower("credit_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_court_feedback_decided_on" ON "labor_court_feedback" USING btree ("decided_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "labor_petition_credit_code" ON "labor_petition" USING btree (lower("credit_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_petition_received_on" ON "labor_petition" USING btree ("received_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "labor_site_credit_code" ON "labor_site" USING btree (lower("credit_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_supervision_credit_code" ON "labor_supervision" USING btree (lower("credit_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labor_supervision_filed_on" ON "labor_supervision" USING btree ("filed_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "postdoc_record_entry" ON "postdoc_record" USING btree ("entry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);