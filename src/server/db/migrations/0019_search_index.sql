-- Trigram similarity for the search's misspelt words (a trusted extension: the database's owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A post's HTML as the words a reader sees: tags and entities become spaces (blogs_search_idx reads it).
CREATE FUNCTION search_post_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
$$;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"url" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"source_hash" text NOT NULL,
	"vector" "tsvector" NOT NULL,
	"head" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_check" CHECK ("search_documents"."kind" IN ('page', 'post'))
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title || ' ' || meta_title), 'A') || setweight(to_tsvector('english', excerpt || ' ' || meta_description), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin (to_tsvector('english', title || ' ' || meta_title || ' ' || excerpt || ' ' || meta_description || ' ' || search_post_text(content))) WHERE status = 'published';--> statement-breakpoint
-- A post published (or changed while published) adds its words to search_words, in the transaction
-- that writes it, for the search's look-alikes of misspelt words.
CREATE FUNCTION search_post_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content
    OR OLD.excerpt IS DISTINCT FROM NEW.excerpt OR OLD.meta_title IS DISTINCT FROM NEW.meta_title
    OR OLD.meta_description IS DISTINCT FROM NEW.meta_description) THEN
    INSERT INTO search_words (word)
      SELECT unnest(tsvector_to_array(to_tsvector('english', NEW.title || ' ' || NEW.meta_title || ' ' || NEW.excerpt
        || ' ' || NEW.meta_description || ' ' || search_post_text(NEW.content))))
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER blogs_search_words AFTER INSERT OR UPDATE ON blogs
  FOR EACH ROW EXECUTE FUNCTION search_post_words();--> statement-breakpoint
-- The words of the posts already published.
INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', title || ' ' || meta_title || ' ' || excerpt || ' '
    || meta_description || ' ' || search_post_text(content))))
  FROM blogs WHERE status = 'published'
  ON CONFLICT DO NOTHING;
