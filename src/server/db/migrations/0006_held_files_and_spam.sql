CREATE TABLE "held_files" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_hash" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_files_stored_name_key" UNIQUE("stored_name"),
	CONSTRAINT "held_files_kind_check" CHECK ("held_files"."kind" IN ('quote', 'cv'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "spam_reason" text;--> statement-breakpoint
CREATE INDEX "held_files_expires_idx" ON "held_files" USING btree ("expires_at");