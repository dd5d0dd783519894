CREATE SEQUENCE "public"."inquiry_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_inquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_no" text NOT NULL,
	"status" text NOT NULL,
	"product_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"seller_company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit" text NOT NULL,
	"listed_price" numeric(18, 2),
	"delivery_place" text,
	"need_by" date,
	"message" text,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "inquiry_id" bigint;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD CONSTRAINT "quote_inquiries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD CONSTRAINT "quote_inquiries_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD CONSTRAINT "quote_inquiries_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD CONSTRAINT "quote_inquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_inquiries_no_unique" ON "quote_inquiries" USING btree ("inquiry_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_inquiries_open_unique" ON "quote_inquiries" USING btree ("buyer_company_id","product_id") WHERE "quote_inquiries"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quote_inquiries_buyer_idx" ON "quote_inquiries" USING btree ("buyer_company_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_inquiries_seller_idx" ON "quote_inquiries" USING btree ("seller_company_id","created_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_inquiry_idx" ON "quotes" USING btree ("inquiry_id") WHERE "quotes"."inquiry_id" IS NOT NULL;