-- A search's capped count (catalogue/search.ts countedToCap) tested each product's shop by joining shops: along the
-- category index, a count of 601 probed some 480 shops, 1,443 of its 2,052 buffer reads at 1,000,000 products, and
-- a covering category index alone did not pay (the probes stayed). The counts now test the product's shop against the
-- shops that are not open (catalogue/visibility.ts shopNotClosed), read through this small index and hashed once per
-- statement, and the newest-first category index INCLUDEs the rest of what a count tests (its company, danger and
-- stock), so a count by category reads that index alone, as the CAS count reads its own (0033). Same keys, same name
-- (drizzle cannot declare INCLUDE; product/tables.ts keeps the keys). The new index is built under another name
-- first: the build blocks writes to products but not reads (about 5 s at 1,000,000 products here); dropping the old
-- one locks the table out to readers only from then to the migrations' commit. The table is not rewritten: its
-- visibility map serves the new index as it did the old.
CREATE INDEX "shops_not_open_idx" ON "shops" USING btree ("id") WHERE "shops"."audit_status" <> 1;--> statement-breakpoint
CREATE INDEX "products_public_category_newest_cover_idx" ON "products" USING btree ("category_id", "published_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("shop_id", "company_id", "is_dangerous", "in_stock") WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
DROP INDEX IF EXISTS "products_public_category_newest_idx";--> statement-breakpoint
ALTER INDEX "products_public_category_newest_cover_idx" RENAME TO "products_public_category_newest_idx";
