CREATE TABLE "market_prices" (
	"cas_number" text NOT NULL,
	"day" date NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"offer_amount" numeric(24, 2) NOT NULL,
	"offer_tonnes" numeric NOT NULL,
	"offer_count" integer NOT NULL,
	"deal_amount" numeric(24, 2) NOT NULL,
	"deal_tonnes" numeric NOT NULL,
	"deal_count" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_prices_cas_number_day_pk" PRIMARY KEY("cas_number","day")
);
--> statement-breakpoint
DROP INDEX "products_public_city_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text;--> statement-breakpoint
CREATE INDEX "market_prices_day_idx" ON "market_prices" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("status_changed_at") WHERE "orders"."status" = 80;--> statement-breakpoint
CREATE INDEX "products_public_city_newest_idx" ON "products" USING btree ("city_code","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("shop_id","company_id","is_dangerous","brand") WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_brand_newest_idx" ON "products" USING btree ("brand","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("shop_id","company_id","is_dangerous","province_code","city_code") WHERE publish_status = 1 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "products_public_brand_price_idx" ON "products" USING btree ("brand","tonne_price","id") INCLUDE ("shop_id","company_id","is_dangerous","province_code","city_code") WHERE publish_status = 1 AND audit_status = 1;