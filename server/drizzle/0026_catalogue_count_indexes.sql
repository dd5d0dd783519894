CREATE INDEX "company_certificates_valid_licence_idx" ON "company_certificates" USING btree ("company_id","valid_from","valid_to") WHERE "company_certificates"."type" = 'hazchem_business' AND "company_certificates"."audit_status" = 1 AND "company_certificates"."deleted_at" IS NULL;--> statement-breakpoint
-- A search's capped count (catalogue/total-cap.ts) of a frequent keyword reads this index alone: every column a
-- public count tests (the keyword in the name, the visibility rule's shop, company and danger, the filters) in ~100
-- bytes a product, read in shop order so the shops join as a merge. The heap is ~1 kB a product: reading it to find
-- 601 matches of a keyword in 2 % of the names was 15–30 ms at 1,000,000 products, this 2–6 ms. Declared here and
-- not in product/tables.ts because drizzle's index builder has no INCLUDE.
CREATE INDEX "products_public_cover_idx" ON "products" USING btree ("shop_id") INCLUDE ("name", "company_id", "category_id", "is_dangerous", "price", "stock", "packaging", "province_code") WHERE publish_status = 1 AND audit_status = 1;
