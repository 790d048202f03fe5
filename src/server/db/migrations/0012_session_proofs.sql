CREATE TABLE "session_proofs" (
	"family_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"proved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_proofs" ADD CONSTRAINT "session_proofs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_proofs_user_idx" ON "session_proofs" USING btree ("user_id");