ALTER TABLE "receipt_orders" ADD COLUMN "delivery_request" jsonb;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "bill_id" bigint;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_bill_id_bills_of_lading_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills_of_lading"("id") ON DELETE no action ON UPDATE no action;