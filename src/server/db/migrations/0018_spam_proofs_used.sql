CREATE TABLE "spam_proofs_used" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spam_proofs_used_expires_idx" ON "spam_proofs_used" USING btree ("expires_at");