CREATE SEQUENCE "public"."receipt_exchange_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receipt_exchanges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exchange_no" text NOT NULL,
	"status" text NOT NULL,
	"applicant_company_id" bigint NOT NULL,
	"applicant_user_id" bigint NOT NULL,
	"counterparty_company_id" bigint NOT NULL,
	"listing_id" bigint NOT NULL,
	"listing_unit_price" numeric(18, 2) NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"source_receipt_id" bigint NOT NULL,
	"source_keeper_company_id" bigint NOT NULL,
	"target_receipt_id" bigint NOT NULL,
	"target_keeper_company_id" bigint NOT NULL,
	"premium" numeric(18, 2),
	"quote_remark" text,
	"remark" text,
	"decline_reason" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"accepted_by" bigint,
	"signed_by" bigint,
	"source_storage_fee" numeric(18, 2),
	"target_storage_fee" numeric(18, 2),
	"fee_split_date" date,
	"quoted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"premium_collected_at" timestamp with time zone,
	"source_confirmed_by" bigint,
	"source_confirmed_at" timestamp with time zone,
	"target_confirmed_by" bigint,
	"target_confirmed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_exchanges_quantity_positive" CHECK ("receipt_exchanges"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_applicant_company_id_companies_id_fk" FOREIGN KEY ("applicant_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_counterparty_company_id_companies_id_fk" FOREIGN KEY ("counterparty_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_listing_id_receipt_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."receipt_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_product_id_receipt_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."receipt_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_source_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("source_receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_source_keeper_company_id_companies_id_fk" FOREIGN KEY ("source_keeper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_target_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("target_receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_target_keeper_company_id_companies_id_fk" FOREIGN KEY ("target_keeper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_source_confirmed_by_users_id_fk" FOREIGN KEY ("source_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_exchanges" ADD CONSTRAINT "receipt_exchanges_target_confirmed_by_users_id_fk" FOREIGN KEY ("target_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_exchanges_no_unique" ON "receipt_exchanges" USING btree ("exchange_no");--> statement-breakpoint
CREATE INDEX "receipt_exchanges_applicant_idx" ON "receipt_exchanges" USING btree ("applicant_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_exchanges_counterparty_idx" ON "receipt_exchanges" USING btree ("counterparty_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_exchanges_source_keeper_idx" ON "receipt_exchanges" USING btree ("source_keeper_company_id","status");--> statement-breakpoint
CREATE INDEX "receipt_exchanges_target_keeper_idx" ON "receipt_exchanges" USING btree ("target_keeper_company_id","status");--> statement-breakpoint
CREATE INDEX "receipt_exchanges_listing_idx" ON "receipt_exchanges" USING btree ("listing_id","status");