CREATE TABLE "blog_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"blog_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "excerpt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "variant_of" text;--> statement-breakpoint
ALTER TABLE "blog_slugs" ADD CONSTRAINT "blog_slugs_blog_id_fkey" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slugs_blog_idx" ON "blog_slugs" USING btree ("blog_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_variant_of_fkey" FOREIGN KEY ("variant_of") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: posts written before slugs get one from their title, as the server makes them
-- (ASCII words joined by hyphens, at most 80 characters, 'post' when nothing is left), numbered in
-- order of creation when several share one or when it is a built-in article's or reserved address
-- (server/blog/slugs.ts); a number that still collides gets the post's id.
WITH based AS (
	SELECT id, created_at,
		coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')), 80)), ''), 'post') AS base
	FROM "blogs"
), numbered AS (
	SELECT id, base,
		row_number() OVER (PARTITION BY base ORDER BY created_at, id)
			+ CASE WHEN base IN ('aws', 'vpn', 'network-design', 'page', 'rss', 'feed') THEN 1 ELSE 0 END AS n
	FROM based
)
UPDATE "blogs" SET "slug" = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || '-' || numbered.n END
FROM numbered WHERE numbered.id = "blogs".id;--> statement-breakpoint
UPDATE "blogs" SET "slug" = "slug" || '-' || left("id", 8)
WHERE "slug" IN (SELECT "slug" FROM "blogs" GROUP BY "slug" HAVING count(*) > 1);--> statement-breakpoint
INSERT INTO "blog_slugs" ("slug", "blog_id") SELECT "slug", "id" FROM "blogs";--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_slug_key" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" IN ('draft', 'published'));