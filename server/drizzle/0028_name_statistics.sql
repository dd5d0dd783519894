-- A keyword of three or more characters is judged frequent or rare from the sampled names (catalogue/name-statistics.ts):
-- a sample of a thousand tells a keyword in 2 % of the names from one in 0.3 %, and the planner's own LIKE estimates
-- sharpen with it.
ALTER TABLE "products" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "products";
