CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_kind" text,
	"submission_id" text,
	"message" jsonb,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_state_check" CHECK ("mail_outbox"."state" IN ('queued', 'retrying', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_submission_idx" ON "mail_outbox" USING btree ("submission_kind","submission_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" IN ('queued', 'retrying');