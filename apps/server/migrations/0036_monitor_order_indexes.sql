DROP INDEX "craftsman_recent";--> statement-breakpoint
DROP INDEX "employment_survey_recent";--> statement-breakpoint
DROP INDEX "enterprise_training_recent";--> statement-breakpoint
DROP INDEX "fit_duty_recent";--> statement-breakpoint
DROP INDEX "fixed_point_monitor_recent";--> statement-breakpoint
DROP INDEX "fulfillment_recent";--> statement-breakpoint
DROP INDEX "unemployment_monitor_recent";--> statement-breakpoint
DROP INDEX "work_training_recent";--> statement-breakpoint
CREATE INDEX "craftsman_recent" ON "craftsman" USING btree ("year" DESC NULLS FIRST,"name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "employment_survey_recent" ON "employment_survey" USING btree ("year" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enterprise_training_recent" ON "enterprise_training" USING btree ("start_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fit_duty_recent" ON "fit_duty" USING btree ("start_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fixed_point_monitor_recent" ON "fixed_point_monitor" USING btree ("period" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_recent" ON "fulfillment" USING btree ("signed_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "unemployment_monitor_recent" ON "unemployment_monitor" USING btree ("period" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_training_recent" ON "work_training" USING btree ("start_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);