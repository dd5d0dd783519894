ALTER TABLE "products" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tonne_price" DROP NOT NULL;--> statement-breakpoint
-- 面议 (price null) has no tiers to fall from its price.
ALTER TABLE "products" ADD CONSTRAINT "products_tiers_need_price" CHECK ("price" IS NOT NULL OR "price_tiers" = '[]'::jsonb);
