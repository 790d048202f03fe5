-- From enquiry to answer (enquiries/): each submission's state, outcome, assignee and the promise's
-- times, and the offices' own holidays. The rows stored before have no due time: the first server of
-- this version fills them in at start, from the office's calendar (enquiries/tracking.ts fillDueDates),
-- reading them by the partial index of the rows still without one.
CREATE TABLE "office_holidays" (
	"region" text NOT NULL,
	"date" text NOT NULL,
	"name" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_holidays_pkey" PRIMARY KEY("region","date")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "office_holidays" ADD CONSTRAINT "office_holidays_added_by_fkey" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_state_due_idx" ON "applications" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "applications_due_missing_idx" ON "applications" USING btree ("id") WHERE due_at IS NULL;--> statement-breakpoint
CREATE INDEX "contacts_state_due_idx" ON "contacts" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "contacts_due_missing_idx" ON "contacts" USING btree ("id") WHERE due_at IS NULL;--> statement-breakpoint
CREATE INDEX "quotes_state_due_idx" ON "quotes" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "quotes_due_missing_idx" ON "quotes" USING btree ("id") WHERE due_at IS NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_state_check" CHECK (state IN ('new', 'open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_outcome_check" CHECK (outcome IS NULL OR (state = 'closed' AND outcome IN ('won', 'lost')));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_state_check" CHECK (state IN ('new', 'open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_outcome_check" CHECK (outcome IS NULL OR (state = 'closed' AND outcome IN ('won', 'lost')));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_state_check" CHECK (state IN ('new', 'open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_outcome_check" CHECK (outcome IS NULL OR (state = 'closed' AND outcome IN ('won', 'lost')));