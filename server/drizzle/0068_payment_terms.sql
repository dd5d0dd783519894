CREATE SEQUENCE "public"."order_payment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"proof_keys" text[] NOT NULL,
	"remark" text,
	"refuse_reason" text,
	"created_by" bigint NOT NULL,
	"answered_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"order_id" bigint NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"bill_no" text,
	"bill_bank" text,
	"bill_due_on" date,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_credits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_company_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"days" integer NOT NULL,
	"remark" text,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_credits_days_range" CHECK ("shop_credits"."days" between 1 and 180)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_term" text DEFAULT 'prepay' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_percent" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount" numeric(18, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_amount" numeric(18, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payment_terms" jsonb DEFAULT '{"depositPercent":null,"balanceDays":0,"credit":false,"acceptance":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credits" ADD CONSTRAINT "shop_credits_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credits" ADD CONSTRAINT "shop_credits_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credits" ADD CONSTRAINT "shop_credits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_no_unique" ON "order_payments" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_payments_proof_keys_idx" ON "order_payments" USING gin ("proof_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_credits_pair_unique" ON "shop_credits" USING btree ("seller_company_id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "shop_credits_recent_idx" ON "shop_credits" USING btree ("seller_company_id","updated_at");--> statement-breakpoint
-- Orders paid before the ledger: their one payment, the whole amount with the proof they kept, confirmed where the
-- seller confirmed the money (61 and on), waiting at 60.
INSERT INTO "order_payments" ("payment_no", "amount", "status", "proof_keys", "remark", "created_by", "answered_by", "created_at", "answered_at", "order_id", "method", "paid_on")
SELECT 'PO' || to_char(coalesce(o."paid_at", o."updated_at") at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('order_payment_number_seq')::text, 6, '0'),
  o."total_amount", CASE WHEN o."status" = 60 THEN 'submitted' ELSE 'confirmed' END,
  CASE WHEN cardinality(o."payment_proof_keys") > 0 THEN o."payment_proof_keys" ELSE ARRAY[]::text[] END,
  o."payment_remark", o."buyer_user_id", NULL,
  coalesce(o."paid_at", o."updated_at"), CASE WHEN o."status" = 60 THEN NULL ELSE o."updated_at" END,
  o."id", 'transfer', (coalesce(o."paid_at", o."updated_at") at time zone 'Asia/Shanghai')::date
FROM "orders" o WHERE o."status" IN (60, 61, 65, 70, 80) AND o."total_amount" > 0 ORDER BY o."id";--> statement-breakpoint
UPDATE "orders" SET "paid_amount" = "total_amount", "confirmed_amount" = CASE WHEN "status" = 60 THEN 0 ELSE "total_amount" END
WHERE "status" IN (60, 61, 65, 70, 80);
