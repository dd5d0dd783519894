CREATE SEQUENCE "public"."receipt_payment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receipt_order_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"proof_keys" text[] NOT NULL,
	"remark" text,
	"refuse_reason" text,
	"created_by" bigint NOT NULL,
	"answered_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "receipt_order_payments_amount_positive" CHECK ("receipt_order_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_listings" DROP CONSTRAINT "receipt_listings_quantities";--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD COLUMN "returned_qty" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "keeper_company_id" bigint;--> statement-breakpoint
UPDATE "receipt_orders" o SET "keeper_company_id" = r."keeper_company_id" FROM "receipt_listings" l JOIN "warehouse_receipts" r ON r."id" = l."receipt_id" WHERE l."id" = o."listing_id";--> statement-breakpoint
ALTER TABLE "receipt_orders" ALTER COLUMN "keeper_company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "contract_terms" jsonb;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "collected_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "cancel_requested_by" text;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "transfer_refuse_reason" text;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "seller_storage_fee" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "fee_split_date" date;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "transfer_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_order_payments" ADD CONSTRAINT "receipt_order_payments_order_id_receipt_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."receipt_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_order_payments" ADD CONSTRAINT "receipt_order_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_order_payments" ADD CONSTRAINT "receipt_order_payments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_order_payments_no_unique" ON "receipt_order_payments" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "receipt_order_payments_order_idx" ON "receipt_order_payments" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_keeper_company_id_companies_id_fk" FOREIGN KEY ("keeper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_orders_keeper_idx" ON "receipt_orders" USING btree ("keeper_company_id","status","updated_at");--> statement-breakpoint
ALTER TABLE "receipt_listings" ADD CONSTRAINT "receipt_listings_quantities" CHECK ("receipt_listings"."available_qty" >= 0 and "receipt_listings"."reserved_qty" >= 0 and "receipt_listings"."sold_qty" >= 0 and "receipt_listings"."returned_qty" >= 0 and "receipt_listings"."listed_qty" > 0 and "receipt_listings"."available_qty" + "receipt_listings"."reserved_qty" + "receipt_listings"."sold_qty" + "receipt_listings"."returned_qty" = "receipt_listings"."listed_qty");--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD CONSTRAINT "receipt_orders_money_bounded" CHECK (0 <= "receipt_orders"."collected_amount" and "receipt_orders"."collected_amount" <= "receipt_orders"."paid_amount" and "receipt_orders"."paid_amount" <= "receipt_orders"."amount");