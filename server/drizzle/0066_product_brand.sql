ALTER TABLE "products" ADD COLUMN "brand" text;--> statement-breakpoint
CREATE INDEX "products_public_brand_idx" ON "products" USING btree ("brand") WHERE publish_status = 1 AND audit_status = 1;