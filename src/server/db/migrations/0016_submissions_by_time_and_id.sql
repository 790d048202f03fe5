DROP INDEX "applications_created_idx";--> statement-breakpoint
DROP INDEX "contacts_created_idx";--> statement-breakpoint
DROP INDEX "quotes_created_idx";--> statement-breakpoint
CREATE INDEX "applications_created_id_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_created_id_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_created_id_idx" ON "quotes" USING btree ("created_at","id");