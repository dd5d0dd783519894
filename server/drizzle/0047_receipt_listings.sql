CREATE SEQUENCE "public"."listing_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receipt_listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_no" text NOT NULL,
	"status" text NOT NULL,
	"seller_company_id" bigint NOT NULL,
	"seller_user_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"source_receipt_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"city_code" text NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"min_qty" numeric(18, 4) NOT NULL,
	"step" numeric(18, 4) NOT NULL,
	"listed_qty" numeric(18, 4) NOT NULL,
	"available_qty" numeric(18, 4) NOT NULL,
	"reserved_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sold_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"delivery_mode" text NOT NULL,
	"valid_until" date NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "receipt_listings_quantities" CHECK ("receipt_listings"."available_qty" >= 0 and "receipt_listings"."reserved_qty" >= 0 and "receipt_listings"."sold_qty" >= 0 and "receipt_listings"."listed_qty" > 0 and "receipt_listings"."available_qty" + "receipt_listings"."reserved_qty" + "receipt_listings"."sold_qty" = "receipt_listings"."listed_qty"),
	CONSTRAINT "receipt_listings_price_positive" CHECK ("receipt_listings"."unit_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD CONSTRAINT "receipt_listings_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD CONSTRAINT "receipt_listings_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD CONSTRAINT "receipt_listings_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD CONSTRAINT "receipt_listings_source_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("source_receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD CONSTRAINT "receipt_listings_product_id_receipt_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."receipt_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD CONSTRAINT "receipt_listings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_listings_no_unique" ON "receipt_listings" USING btree ("listing_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_listings_open_receipt_unique" ON "receipt_listings" USING btree ("receipt_id") WHERE "receipt_listings"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "receipt_listings_seller_idx" ON "receipt_listings" USING btree ("seller_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_listings_market_idx" ON "receipt_listings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_listings_product_idx" ON "receipt_listings" USING btree ("product_id","status","unit_price");--> statement-breakpoint
CREATE INDEX "receipt_listings_price_idx" ON "receipt_listings" USING btree ("status","unit_price");--> statement-breakpoint
CREATE INDEX "receipt_listings_due_idx" ON "receipt_listings" USING btree ("valid_until") WHERE "receipt_listings"."status" = 'listed';