CREATE SEQUENCE "public"."receipt_proposal_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receipt_order_proposals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_order_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proposal_no" text NOT NULL,
	"status" text NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"listing_id" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"delivery_address" jsonb,
	"caller_name" text NOT NULL,
	"caller_phone" text NOT NULL,
	"remark" text,
	"end_reason" text,
	"proposed_by" bigint NOT NULL,
	"answered_by" bigint,
	"order_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "receipt_order_proposals_quantity_positive" CHECK ("receipt_order_proposals"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "receipt_order_proposals" ADD CONSTRAINT "receipt_order_proposals_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_order_proposals" ADD CONSTRAINT "receipt_order_proposals_listing_id_receipt_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."receipt_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_order_proposals" ADD CONSTRAINT "receipt_order_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_order_proposals" ADD CONSTRAINT "receipt_order_proposals_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_order_proposals" ADD CONSTRAINT "receipt_order_proposals_order_id_receipt_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."receipt_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_order_proposals_no_unique" ON "receipt_order_proposals" USING btree ("proposal_no");--> statement-breakpoint
CREATE INDEX "receipt_order_proposals_buyer_idx" ON "receipt_order_proposals" USING btree ("buyer_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_order_proposals_listing_idx" ON "receipt_order_proposals" USING btree ("listing_id") WHERE "receipt_order_proposals"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "receipt_order_proposals_created_idx" ON "receipt_order_proposals" USING btree ("created_at");