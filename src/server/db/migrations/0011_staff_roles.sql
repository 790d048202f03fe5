ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
-- The administrator of the one-person admin becomes the owner (the first one, should a shell
-- command have made more), any other administrator an administrator, and an account registered
-- while registration was open, which could do nothing, a contributor: its drafts wait for an editor.
UPDATE "users" SET "role" = 'owner' WHERE "id" = (SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
UPDATE "users" SET "role" = 'administrator' WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "users" SET "role" = 'contributor' WHERE "role" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_owner" ON "users" USING btree ("role") WHERE "users"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('owner', 'administrator', 'editor', 'author', 'contributor'));
