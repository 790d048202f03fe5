-- Trigram similarity for the search's misspelt words (a trusted extension: the database's owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text,
	"post_id" text,
	"published_at" timestamp with time zone,
	"source_hash" text,
	"vector" "tsvector" NOT NULL,
	"head" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_check" CHECK ("search_documents"."kind" IN ('page', 'post'))
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A post's HTML as the words a reader sees: tags and entities become spaces.
CREATE FUNCTION search_post_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
$$;--> statement-breakpoint
-- Indexes post `post` as it now is: published, its words (title A, excerpt and meta description B,
-- body D) and its address; anything else, out of the index. Its words join search_words.
CREATE FUNCTION search_index_post(post text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p blogs%ROWTYPE;
  v_words tsvector;
  v_head tsvector;
BEGIN
  SELECT * INTO p FROM blogs WHERE id = post;
  IF NOT FOUND OR p.status <> 'published' THEN
    DELETE FROM search_documents WHERE key = 'post:' || post;
    RETURN;
  END IF;
  v_head := setweight(to_tsvector('english', p.title || ' ' || p.meta_title), 'A')
    || setweight(to_tsvector('english', p.excerpt || ' ' || p.meta_description), 'B');
  v_words := v_head || to_tsvector('english', search_post_text(p.content));
  INSERT INTO search_documents (key, kind, url, title, description, body, post_id, published_at, source_hash, vector, head)
    VALUES ('post:' || p.id, 'post', '/blog/' || p.slug, p.title,
      CASE WHEN p.excerpt <> '' THEN p.excerpt ELSE p.meta_description END, NULL, p.id, p.published_date, NULL, v_words, v_head)
    ON CONFLICT (key) DO UPDATE SET url = excluded.url, title = excluded.title, description = excluded.description,
      published_at = excluded.published_at, vector = excluded.vector, head = excluded.head;
  INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(v_words)) ON CONFLICT DO NOTHING;
END
$$;--> statement-breakpoint
-- Every write of a post, by any instance or tool, indexes it in the same transaction. A save that
-- changes nothing the index holds (a published post's version, its image) does not.
CREATE FUNCTION search_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE key = 'post:' || OLD.id;
  ELSIF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.title IS DISTINCT FROM OLD.title
    OR NEW.slug IS DISTINCT FROM OLD.slug OR NEW.content IS DISTINCT FROM OLD.content
    OR NEW.excerpt IS DISTINCT FROM OLD.excerpt OR NEW.meta_title IS DISTINCT FROM OLD.meta_title
    OR NEW.meta_description IS DISTINCT FROM OLD.meta_description OR NEW.published_date IS DISTINCT FROM OLD.published_date THEN
    PERFORM search_index_post(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER blogs_search_index AFTER INSERT OR UPDATE OR DELETE ON blogs
  FOR EACH ROW EXECUTE FUNCTION search_posts_changed();--> statement-breakpoint
-- The posts already published.
SELECT search_index_post(id) FROM blogs WHERE status = 'published';
