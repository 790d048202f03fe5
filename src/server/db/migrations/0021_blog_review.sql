ALTER TABLE "blogs" DROP CONSTRAINT "blogs_status_check";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" IN ('draft', 'published', 'scheduled', 'review'));