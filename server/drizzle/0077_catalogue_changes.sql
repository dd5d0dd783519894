-- What changed in the public catalogue, for every process's offer index (catalogue/offer-index/follow-changes.ts),
-- written by the changing transaction itself: a product entering, leaving or moving in what the search reads, a
-- shop's status, a licence.
CREATE TABLE "catalogue_changes" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"what" text NOT NULL,
	"product_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_xid_idx" ON "catalogue_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "catalogue_changes_at_idx" ON "catalogue_changes" USING btree ("at");--> statement-breakpoint
CREATE FUNCTION catalogue_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (what, product_id)
    SELECT 'product', id FROM new_rows WHERE publish_status = 1 AND audit_status = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION catalogue_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (what, product_id)
    SELECT 'product', id FROM old_rows WHERE publish_status = 1 AND audit_status = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION catalogue_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (what, product_id) VALUES ('product', NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (what) VALUES (TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER catalogue_products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_inserted();--> statement-breakpoint
CREATE TRIGGER catalogue_products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_deleted();--> statement-breakpoint
-- Per row, and only when the row is or was public and a column the search reads moved: a checkout's reservation
-- (the stock, while some is left) writes nothing here.
CREATE TRIGGER catalogue_product_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN (((OLD.publish_status = 1 AND OLD.audit_status = 1) OR (NEW.publish_status = 1 AND NEW.audit_status = 1))
    AND (OLD.publish_status, OLD.audit_status, OLD.name, OLD.cas_number, OLD.category_id, OLD.shop_id, OLD.company_id,
          OLD.brand, OLD.packaging, OLD.province_code, OLD.city_code, OLD.tonne_price, OLD.in_stock, OLD.is_dangerous,
          OLD.published_at, OLD.sales_count, OLD.view_count)
      IS DISTINCT FROM
         (NEW.publish_status, NEW.audit_status, NEW.name, NEW.cas_number, NEW.category_id, NEW.shop_id, NEW.company_id,
          NEW.brand, NEW.packaging, NEW.province_code, NEW.city_code, NEW.tonne_price, NEW.in_stock, NEW.is_dangerous,
          NEW.published_at, NEW.sales_count, NEW.view_count))
  EXECUTE FUNCTION catalogue_product_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_shops_changed AFTER INSERT OR UPDATE OF audit_status OR DELETE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('shops');--> statement-breakpoint
CREATE TRIGGER catalogue_licences_changed AFTER INSERT OR UPDATE OR DELETE ON company_certificates
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('licences');
