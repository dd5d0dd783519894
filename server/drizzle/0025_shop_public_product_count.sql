ALTER TABLE "shops" ADD COLUMN "public_product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_open_ranking_idx" ON "shops" USING btree ("public_product_count" DESC NULLS FIRST,"audited_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "shops"."audit_status" = 1;--> statement-breakpoint
-- shops.public_product_count follows every write to products: one statement-level trigger per operation nets the
-- changes of the whole statement per shop (a bulk insert of a million rows is one UPDATE per shop), and a write that
-- leaves a product's standing alone (stock, views, price) writes no shop row.
CREATE FUNCTION count_public_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE shops s SET public_product_count = s.public_product_count + d.delta
    FROM (SELECT shop_id, count(*)::int AS delta FROM new_rows WHERE publish_status = 1 AND audit_status = 1 GROUP BY shop_id) d
    WHERE s.id = d.shop_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE shops s SET public_product_count = s.public_product_count - d.delta
    FROM (SELECT shop_id, count(*)::int AS delta FROM old_rows WHERE publish_status = 1 AND audit_status = 1 GROUP BY shop_id) d
    WHERE s.id = d.shop_id;
  ELSE
    UPDATE shops s SET public_product_count = s.public_product_count + d.delta
    FROM (
      SELECT shop_id, sum(delta)::int AS delta FROM (
        SELECT shop_id, -1 AS delta FROM old_rows WHERE publish_status = 1 AND audit_status = 1
        UNION ALL
        SELECT shop_id, 1 FROM new_rows WHERE publish_status = 1 AND audit_status = 1
      ) moved GROUP BY shop_id HAVING sum(delta) <> 0
    ) d
    WHERE s.id = d.shop_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_count_public_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_public_products();--> statement-breakpoint
CREATE TRIGGER products_count_public_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_public_products();--> statement-breakpoint
CREATE TRIGGER products_count_public_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_public_products();--> statement-breakpoint
UPDATE shops s SET public_product_count = c.n
FROM (SELECT shop_id, count(*)::int AS n FROM products WHERE publish_status = 1 AND audit_status = 1 GROUP BY shop_id) c
WHERE s.id = c.shop_id;
