CREATE TABLE "known_logins" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_logins_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_address_idx" ON "login_failures" USING btree ("email","address","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_failed_idx" ON "login_failures" USING btree ("failed_at");