CREATE TABLE "blog_previews" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"blog_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"blog_id" text NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"social_image_url" text NOT NULL,
	"published_date" timestamp with time zone NOT NULL,
	"restored_from" text,
	"author_id" text,
	"author_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" DROP CONSTRAINT "blogs_status_check";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_width" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_height" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_previews" ADD CONSTRAINT "blog_previews_blog_id_fkey" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_revisions" ADD CONSTRAINT "blog_revisions_blog_id_fkey" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_revisions" ADD CONSTRAINT "blog_revisions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_previews_blog_idx" ON "blog_previews" USING btree ("blog_id");--> statement-breakpoint
CREATE INDEX "blog_revisions_blog_idx" ON "blog_revisions" USING btree ("blog_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_scheduled_idx" ON "blogs" USING btree ("published_date") WHERE "blogs"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" IN ('draft', 'published', 'scheduled'));--> statement-breakpoint
-- Hand-written: every post written before revisions starts its history with the state it is in, so
-- the first save after the upgrade can be undone like any later one.
INSERT INTO "blog_revisions" ("id", "blog_id", "event", "status", "version", "title", "content", "excerpt", "image_url",
	"image_alt", "meta_title", "meta_description", "social_image_url", "published_date", "author_id", "author_username",
	"created_at", "updated_at")
SELECT gen_random_uuid()::text, "id", 'create', "status", "version", "title", "content", "excerpt", "image_url", "image_alt",
	"meta_title", "meta_description", "social_image_url", "published_date", "author_id", "author_username", "updated_at", "updated_at"
FROM "blogs";
