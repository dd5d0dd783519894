-- A keyword found in few product names is first looked up here, as the ids of the public offers whose name holds it
-- (catalogue/keyword.ts namedByKeyword, in the statement that looks up the named shops and categories): the search's own statements then test that list and are prepared. Planned per
-- call, PostgreSQL estimated the name test against the name's 2,000 statistics entries (SET STATISTICS 1000) on every
-- call — 2 ms for an ILIKE at 1,000,000 products, running it 0.1 ms; and once in each of the search's subqueries.
-- Here each statement is planned once per connection, for no keyword in particular (plan_cache_mode): a bitmap of the
-- name's grams or trigrams, stopping at 501 rows (keyword.ts NAME_IDS_MAX + 1, a literal: a generic plan takes its row
-- goal from a literal only). `name_test` as keyword.ts chooses: 'grams' (`name_value` the keyword, lower-cased here),
-- 'like' or 'ilike' (`name_value` the %pattern%); null: nothing is looked up. publish_status 1 and audit_status 1: the public offers the name
-- indexes hold (products_public_name_grams_idx, products_public_name_trgm_idx); the search applies the rest.
CREATE FUNCTION catalogue_names_holding(name_test text, name_value text)
  RETURNS TABLE (id bigint)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  IF name_test IS NULL THEN
    RETURN;
  ELSIF name_test = 'grams' THEN
    RETURN QUERY SELECT p.id FROM products p
      WHERE p.publish_status = 1 AND p.audit_status = 1 AND p.name_grams @> ARRAY[lower(name_value)] LIMIT 501;
  ELSIF name_test = 'like' THEN
    RETURN QUERY SELECT p.id FROM products p
      WHERE p.publish_status = 1 AND p.audit_status = 1 AND p.name LIKE name_value LIMIT 501;
  ELSIF name_test = 'ilike' THEN
    RETURN QUERY SELECT p.id FROM products p
      WHERE p.publish_status = 1 AND p.audit_status = 1 AND p.name ILIKE name_value LIMIT 501;
  ELSE
    RAISE EXCEPTION 'catalogue_names_holding: unknown name test %', name_test;
  END IF;
END
$$;
