-- The open shops and categories a keyword names are found in memory (catalogue/named-directory.ts): the lookup
-- function of migration 0034 and the shop and company name grams it read through are no longer used.
DROP FUNCTION "catalogue_named_shops_and_categories"(text, text, text, text);--> statement-breakpoint
DROP INDEX "companies_name_grams_idx";--> statement-breakpoint
DROP INDEX "shops_name_grams_idx";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "name_grams";--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "name_grams";
