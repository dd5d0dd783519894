ALTER TABLE "quotes" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "receipt_id" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "receipt_order_id" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_receipt_order_id_receipt_orders_id_fk" FOREIGN KEY ("receipt_order_id") REFERENCES "public"."receipt_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_one_subject" CHECK (("quotes"."product_id" is null) <> ("quotes"."receipt_id" is null));