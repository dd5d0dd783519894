CREATE SEQUENCE "public"."receipt_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receipt_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"listing_id" bigint NOT NULL,
	"seller_company_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"buyer_user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"receipt_id" bigint,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"delivery_mode" text NOT NULL,
	"remark" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "receipt_orders_quantity_positive" CHECK ("receipt_orders"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_listing_id_receipt_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."receipt_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_product_id_receipt_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."receipt_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_orders_no_unique" ON "receipt_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "receipt_orders_buyer_idx" ON "receipt_orders" USING btree ("buyer_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_orders_seller_idx" ON "receipt_orders" USING btree ("seller_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_orders_listing_idx" ON "receipt_orders" USING btree ("listing_id","status");