CREATE SEQUENCE "public"."deposit_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "deposit_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deposit_no" text NOT NULL,
	"status" text NOT NULL,
	"applicant_company_id" bigint NOT NULL,
	"applicant_user_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"keeper_company_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"brand" text NOT NULL,
	"origin" text,
	"batch_no" text NOT NULL,
	"production_date" date,
	"packing" smallint NOT NULL,
	"pieces" integer NOT NULL,
	"declared_qty" numeric(18, 4) NOT NULL,
	"expected_arrival" date NOT NULL,
	"vehicle_plates" text,
	"remark" text,
	"actual_qty" numeric(18, 4),
	"actual_pieces" integer,
	"arrival_date" date,
	"quality" text,
	"qc_report_key" text,
	"qc_report_hash" text,
	"refuse_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"receipt_no" text NOT NULL,
	"parent_id" bigint,
	"root_id" bigint,
	"split_reason" text,
	"deposit_id" bigint,
	"status" text NOT NULL,
	"lock_type" text DEFAULT 'none' NOT NULL,
	"lock_ref" text,
	"warehouse_id" bigint NOT NULL,
	"keeper_company_id" bigint NOT NULL,
	"depositor_company_id" bigint NOT NULL,
	"holder_company_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"grade" text NOT NULL,
	"cas_number" text NOT NULL,
	"hazard_class" text,
	"un_number" text,
	"unit" text NOT NULL,
	"brand" text NOT NULL,
	"origin" text,
	"batch_no" text NOT NULL,
	"production_date" date,
	"quality" text NOT NULL,
	"qc_report_key" text,
	"packing" smallint NOT NULL,
	"pieces" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"location" text NOT NULL,
	"storage_start" date NOT NULL,
	"term_end" date NOT NULL,
	"loss_standard" text NOT NULL,
	"insurance" text,
	"fee_paid_to" date,
	"audit_reason" text,
	"cancel_reason" text,
	"registered_by" bigint,
	"audited_by" bigint,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_receipts_quantity_positive" CHECK ("warehouse_receipts"."quantity" > 0),
	CONSTRAINT "warehouse_receipts_lock_ref" CHECK (("warehouse_receipts"."lock_type" = 'none') = ("warehouse_receipts"."lock_ref" is null))
);
--> statement-breakpoint
ALTER TABLE "deposit_applications" ADD CONSTRAINT "deposit_applications_applicant_company_id_companies_id_fk" FOREIGN KEY ("applicant_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_applications" ADD CONSTRAINT "deposit_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_applications" ADD CONSTRAINT "deposit_applications_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_applications" ADD CONSTRAINT "deposit_applications_keeper_company_id_companies_id_fk" FOREIGN KEY ("keeper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_applications" ADD CONSTRAINT "deposit_applications_product_id_receipt_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."receipt_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_deposit_id_deposit_applications_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_keeper_company_id_companies_id_fk" FOREIGN KEY ("keeper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_depositor_company_id_companies_id_fk" FOREIGN KEY ("depositor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_holder_company_id_companies_id_fk" FOREIGN KEY ("holder_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_product_id_receipt_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."receipt_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_applications_no_unique" ON "deposit_applications" USING btree ("deposit_no");--> statement-breakpoint
CREATE INDEX "deposit_applications_applicant_idx" ON "deposit_applications" USING btree ("applicant_company_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_applications_keeper_idx" ON "deposit_applications" USING btree ("keeper_company_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipts_no_unique" ON "warehouse_receipts" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_holder_idx" ON "warehouse_receipts" USING btree ("holder_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_keeper_idx" ON "warehouse_receipts" USING btree ("keeper_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_parent_idx" ON "warehouse_receipts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_status_idx" ON "warehouse_receipts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipts_deposit_unique" ON "warehouse_receipts" USING btree ("deposit_id");