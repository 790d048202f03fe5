CREATE TABLE "enquiry_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"submission_kind" text NOT NULL,
	"submission_id" text NOT NULL,
	"type" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"message_id" text,
	"mail_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enquiry_entries_type_check" CHECK ("enquiry_entries"."type" IN ('note', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_entries" ADD CONSTRAINT "enquiry_entries_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_entries" ADD CONSTRAINT "enquiry_entries_mail_id_fkey" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_entries_submission_idx" ON "enquiry_entries" USING btree ("submission_kind","submission_id","seq");--> statement-breakpoint
CREATE INDEX "applications_remind_idx" ON "applications" USING btree ("remind_at") WHERE reminded_at IS NULL AND first_reply_at IS NULL AND state IN ('new', 'open');--> statement-breakpoint
CREATE INDEX "contacts_remind_idx" ON "contacts" USING btree ("remind_at") WHERE reminded_at IS NULL AND first_reply_at IS NULL AND state IN ('new', 'open');--> statement-breakpoint
CREATE INDEX "quotes_remind_idx" ON "quotes" USING btree ("remind_at") WHERE reminded_at IS NULL AND first_reply_at IS NULL AND state IN ('new', 'open');