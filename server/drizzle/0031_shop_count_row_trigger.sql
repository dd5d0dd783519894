-- Migration 0025's UPDATE trigger ran for every UPDATE of products — each stock reservation at checkout, each flush of
-- the view counts — and copied the rows, old and new, into transition tables to find that the count had not moved.
-- A trigger with transition tables may not name columns, so the UPDATE case becomes a row trigger that fires only when
-- the SET names a column the count depends on and that column changed (the WHEN is checked without calling the
-- function). Every write that moves a product's standing updates one row (a seller's shelf action, an audit); inserts and
-- deletes, which can come in bulk (the scale data inserts a million rows), keep their statement triggers.
DROP TRIGGER products_count_public_update ON products;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_public_products() RETURNS trigger LANGUAGE plpgsql AS $$
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
    RAISE EXCEPTION 'count_public_products: % is counted by count_public_product_move', TG_OP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION count_public_product_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.publish_status = 1 AND OLD.audit_status = 1 THEN
    UPDATE shops SET public_product_count = public_product_count - 1 WHERE id = OLD.shop_id;
  END IF;
  IF NEW.publish_status = 1 AND NEW.audit_status = 1 THEN
    UPDATE shops SET public_product_count = public_product_count + 1 WHERE id = NEW.shop_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_count_public_update AFTER UPDATE OF publish_status, audit_status, shop_id ON products
  FOR EACH ROW
  WHEN (OLD.publish_status IS DISTINCT FROM NEW.publish_status
    OR OLD.audit_status IS DISTINCT FROM NEW.audit_status
    OR OLD.shop_id IS DISTINCT FROM NEW.shop_id)
  EXECUTE FUNCTION count_public_product_move();
