-- Catalogue search at 1,000,000 products (issue 7): one- and two-character keywords through a GIN index of the
-- name's characters and character pairs (products, and shops and companies, whose names a keyword may give),
-- longer ones through the trigram indexes, and one partial index per sort (whole catalogue, per category, per CAS
-- number) so a page is read by walking an index instead of sorting every match. The grams are lower-cased as ILIKE
-- does, so a gram match is exactly ILIKE '%kw%' for one or two characters; the database computes them (generated
-- columns), so every writer (the app, the seed, the scale generator, SQL by hand) keeps them right.
CREATE OR REPLACE FUNCTION text_grams(name text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  chars text[] := string_to_array(lower(name), NULL);
  grams text[] := chars;
BEGIN
  FOR i IN 1 .. cardinality(chars) - 1 LOOP
    grams := array_append(grams, chars[i] || chars[i + 1]);
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
DROP INDEX "products_public_idx";--> statement-breakpoint
DROP INDEX "products_cas_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (text_grams(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_grams_idx" ON "companies" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "products_public_name_grams_idx" ON "products" USING gin ("name_grams") WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_newest_idx" ON "products" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree ("price","id") WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_hot_idx" ON "products" USING btree ("sales_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_cas_newest_idx" ON "products" USING btree ("cas_number","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_cas_price_idx" ON "products" USING btree ("cas_number","price","id") WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_category_newest_idx" ON "products" USING btree ("category_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_category_price_idx" ON "products" USING btree ("category_id","price","id") WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_category_hot_idx" ON "products" USING btree ("category_id","sales_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "shops_name_grams_idx" ON "shops" USING gin ("name_grams");--> statement-breakpoint
-- The catalogue's indexes hold the public rows only. A whole-table index of the same condition (products_public_idx
-- on publish_status, the old trigram index) made the planner AND 900,000-row bitmaps into every keyword count.
DROP INDEX IF EXISTS "products_name_trgm_idx";--> statement-breakpoint
-- Keyword frequencies differ by orders of magnitude (二 in a quarter of the names, most pairs in a few): a larger
-- sample lets the planner tell a frequent gram (walk the sort index) from a rare one (read the GIN index).
ALTER TABLE "products" ALTER COLUMN "name_grams" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "products";
