CREATE TABLE "content_documents" (
	"name" text PRIMARY KEY NOT NULL,
	"published" text,
	"published_version" text,
	"published_at" timestamp with time zone,
	"base_version" text,
	"draft" text,
	"draft_version" text,
	"draft_at" timestamp with time zone,
	"draft_by" text
);
--> statement-breakpoint
CREATE TABLE "content_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" text,
	"by_name" text NOT NULL,
	"text" text NOT NULL,
	"version" text NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_draft_by_fkey" FOREIGN KEY ("draft_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_history_name_idx" ON "content_history" USING btree ("name","id");