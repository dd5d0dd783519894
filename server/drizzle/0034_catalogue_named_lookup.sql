-- A keyword search first looks up the open shops whose name or whose company's name holds the keyword, and the
-- categories whose name does (catalogue/keyword.ts namedShopsAndCategories). As one statement sent per call,
-- PostgreSQL planned it on every call: a plan made for the keyword always looked cheaper than one made for no keyword
-- in particular, so a prepared statement was planned anew too. Planning cost 0.3–0.6 ms at 5,000 shops and 20,000
-- companies, running it 0.05 ms: a fifth of an uncached 1-character search's PostgreSQL time. In this function each
-- statement is planned once per connection, for no keyword in particular (plan_cache_mode): index scans of the names'
-- grams or trigrams, which are the plans per keyword too, but for keywords in thousands of names, where both ways take
-- 15–20 ms. `shop_test` says how a name holds the keyword, as keyword.ts chooses: 'grams' (one or two characters:
-- `shop_value` is the keyword, lower-cased here), 'like' or 'ilike' (`shop_value` is the %pattern%); `category_test`
-- 'like' or 'ilike' with its %pattern%. audit_status 1 is an approved, open shop (AUDIT_STATUS.APPROVED).
CREATE FUNCTION catalogue_named_shops_and_categories(shop_test text, shop_value text, category_test text, category_pattern text)
  RETURNS TABLE (kind text, id bigint)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  IF shop_test = 'grams' THEN
    RETURN QUERY SELECT 'shop'::text, s.id FROM shops s
      WHERE s.audit_status = 1 AND s.name_grams @> ARRAY[lower(shop_value)];
    RETURN QUERY SELECT 'shop'::text, s.id FROM companies c JOIN shops s ON s.company_id = c.id
      WHERE s.audit_status = 1 AND c.name_grams @> ARRAY[lower(shop_value)];
  ELSIF shop_test = 'like' THEN
    RETURN QUERY SELECT 'shop'::text, s.id FROM shops s WHERE s.audit_status = 1 AND s.name LIKE shop_value;
    RETURN QUERY SELECT 'shop'::text, s.id FROM companies c JOIN shops s ON s.company_id = c.id
      WHERE s.audit_status = 1 AND c.name LIKE shop_value;
  ELSIF shop_test = 'ilike' THEN
    RETURN QUERY SELECT 'shop'::text, s.id FROM shops s WHERE s.audit_status = 1 AND s.name ILIKE shop_value;
    RETURN QUERY SELECT 'shop'::text, s.id FROM companies c JOIN shops s ON s.company_id = c.id
      WHERE s.audit_status = 1 AND c.name ILIKE shop_value;
  ELSE
    RAISE EXCEPTION 'catalogue_named_shops_and_categories: unknown shop test %', shop_test;
  END IF;
  IF category_test = 'like' THEN
    RETURN QUERY SELECT 'category'::text, k.id FROM categories k WHERE k.name LIKE category_pattern;
  ELSIF category_test = 'ilike' THEN
    RETURN QUERY SELECT 'category'::text, k.id FROM categories k WHERE k.name ILIKE category_pattern;
  ELSE
    RAISE EXCEPTION 'catalogue_named_shops_and_categories: unknown category test %', category_test;
  END IF;
END
$$;
