-- Issue 59, finding 6: rows of a submission moved out of spam or mailed again named the visitor's
-- address ("contacts <id> from someone@example.com"). The log is kept 400 days and a visitor's
-- address only RETENTION_DAYS, so the rows written before the fix keep the act and the item and lose
-- the address. The log is append-only by its trigger; this one change is made with it set aside,
-- inside this migration's transaction, and the trigger is back before anything else can write.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "target" = regexp_replace("target", ' from .*$', '')
  WHERE "action" IN ('submission.not-spam', 'submission.resent') AND "target" LIKE '% from %';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
