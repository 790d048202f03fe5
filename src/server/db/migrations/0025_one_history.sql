-- One history for every versioned document (versions/history.ts): a post's revisions and the
-- publishes of the running site's pages and settings move into document_versions, and their two
-- tables go. A page's history entry keeps its number (its serial is the entry's id in the API); a
-- post's revision keeps its id, and its fields become the version's body, as JSON. An archive taken
-- before this version is brought here by the same migration when it is restored.
CREATE TABLE "document_versions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"document" text NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"version" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"restored_from" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_id_key" UNIQUE("id")
);
--> statement-breakpoint
INSERT INTO "document_versions" ("seq", "id", "document", "event", "status", "version", "summary", "body", "author_id", "author_name", "created_at", "updated_at")
SELECT h."id", gen_random_uuid()::text, h."name", 'publish', 'published', h."version", h."summary", h."text", u."id", h."by_name", h."at", h."at"
FROM "content_history" h LEFT JOIN "users" u ON u."id" = h."by_id";
--> statement-breakpoint
INSERT INTO "document_versions" ("seq", "id", "document", "event", "status", "version", "title", "body", "restored_from", "author_id", "author_name", "created_at", "updated_at")
SELECT
  (SELECT coalesce(max("seq"), 0) FROM "document_versions") + row_number() OVER (ORDER BY r."seq"),
  r."id", 'post:' || r."blog_id", r."event", r."status", r."version"::text, r."title",
  json_build_object(
    'title', r."title", 'content', r."content", 'excerpt', r."excerpt", 'imageUrl', r."image_url", 'imageAlt', r."image_alt",
    'metaTitle', r."meta_title", 'metaDescription', r."meta_description", 'socialImageUrl', r."social_image_url",
    'publishedDate', to_char(r."published_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text,
  r."restored_from", r."author_id", r."author_username", r."created_at", r."updated_at"
FROM "blog_revisions" r;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('document_versions', 'seq'), coalesce((SELECT max("seq") FROM "document_versions"), 0) + 1, false);
--> statement-breakpoint
DROP TABLE "blog_revisions" CASCADE;--> statement-breakpoint
DROP TABLE "content_history" CASCADE;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_versions_document_idx" ON "document_versions" USING btree ("document","seq" DESC NULLS LAST);