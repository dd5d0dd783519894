CREATE TABLE "contract_accessories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_accessories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"contract_id" bigint,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"party" text NOT NULL,
	"company_id" bigint NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" bigint
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"type" text NOT NULL,
	"invoice_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"issue_date" date NOT NULL,
	"remark" text,
	"file_key" text NOT NULL,
	"company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" bigint
);
--> statement-breakpoint
ALTER TABLE "contract_accessories" ADD CONSTRAINT "contract_accessories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_accessories" ADD CONSTRAINT "contract_accessories_contract_id_order_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."order_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_accessories" ADD CONSTRAINT "contract_accessories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_accessories" ADD CONSTRAINT "contract_accessories_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_accessories" ADD CONSTRAINT "contract_accessories_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_accessories_order_idx" ON "contract_accessories" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "contract_accessories_file_idx" ON "contract_accessories" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_accessories_file_unique" ON "contract_accessories" USING btree ("order_id","file_key") WHERE "contract_accessories"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "order_invoices_order_idx" ON "order_invoices" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_invoices_file_idx" ON "order_invoices" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_no_unique" ON "order_invoices" USING btree ("order_id","invoice_no") WHERE "order_invoices"."removed_at" is null;