-- A producer in one warehouse city: counted and walked by price from the pair, what a count tests (the shop, the
-- company's licence for a dangerous good) in the INCLUDE, which drizzle's index builder cannot write.
CREATE INDEX "products_public_brand_city_idx" ON "products" USING btree ("brand","city_code","tonne_price","id") INCLUDE ("shop_id","company_id","is_dangerous") WHERE publish_status = 1 AND audit_status = 1;
