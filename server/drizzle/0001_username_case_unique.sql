ALTER TABLE "users" DROP CONSTRAINT "users_user_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_unique" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
ALTER TABLE "captcha_challenges" DROP COLUMN "attempts";