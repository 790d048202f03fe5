ALTER TABLE "totp_factors" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "totp_factors" ADD COLUMN "codes_refused_until" timestamp with time zone;