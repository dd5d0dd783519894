CREATE SEQUENCE "public"."bill_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bills_of_lading" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bills_of_lading_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_no" text NOT NULL,
	"status" text NOT NULL,
	"holder_company_id" bigint NOT NULL,
	"holder_user_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"source_receipt_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"keeper_company_id" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"pieces" integer NOT NULL,
	"expected_date" date NOT NULL,
	"crew_id" bigint NOT NULL,
	"remark" text,
	"scheduled_date" date,
	"slot" text,
	"dock" text,
	"pickup_code" text,
	"picked_quantity" numeric(18, 4),
	"picked_pieces" integer,
	"variance" numeric(18, 4),
	"picked_receipt_id" bigint,
	"rest_receipt_id" bigint,
	"storage_fee" numeric(18, 2),
	"outbound_fee" numeric(18, 2),
	"fees_to" date,
	"finish_remark" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bills_of_lading_quantity_positive" CHECK ("bills_of_lading"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bill_weigh_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_weigh_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"ticket_no" text NOT NULL,
	"plate" text NOT NULL,
	"gross_weight" numeric(18, 4) NOT NULL,
	"tare_weight" numeric(18, 4) NOT NULL,
	"net_weight" numeric(18, 4) NOT NULL,
	"pieces" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_weigh_tickets_net" CHECK ("bill_weigh_tickets"."net_weight" = "bill_weigh_tickets"."gross_weight" - "bill_weigh_tickets"."tare_weight" and "bill_weigh_tickets"."net_weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_crews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_crews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"plate" text NOT NULL,
	"transport_permit_no" text,
	"driver_name" text NOT NULL,
	"driver_id_number" text NOT NULL,
	"driver_phone" text NOT NULL,
	"driver_qualification_no" text,
	"escort_name" text,
	"escort_id_number" text,
	"escort_phone" text,
	"escort_qualification_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_holder_company_id_companies_id_fk" FOREIGN KEY ("holder_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_source_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("source_receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_keeper_company_id_companies_id_fk" FOREIGN KEY ("keeper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_crew_id_vehicle_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."vehicle_crews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_picked_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("picked_receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_rest_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("rest_receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_weigh_tickets" ADD CONSTRAINT "bill_weigh_tickets_bill_id_bills_of_lading_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills_of_lading"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_crews" ADD CONSTRAINT "vehicle_crews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_of_lading_no_unique" ON "bills_of_lading" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_of_lading_code_unique" ON "bills_of_lading" USING btree ("pickup_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_of_lading_open_receipt_unique" ON "bills_of_lading" USING btree ("receipt_id") WHERE "bills_of_lading"."status" in ('submitted', 'scheduled');--> statement-breakpoint
CREATE INDEX "bills_of_lading_holder_idx" ON "bills_of_lading" USING btree ("holder_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bills_of_lading_keeper_idx" ON "bills_of_lading" USING btree ("keeper_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bills_of_lading_day_idx" ON "bills_of_lading" USING btree ("warehouse_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "bills_of_lading_source_idx" ON "bills_of_lading" USING btree ("source_receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_weigh_tickets_no_unique" ON "bill_weigh_tickets" USING btree ("bill_id","ticket_no");--> statement-breakpoint
CREATE INDEX "vehicle_crews_company_idx" ON "vehicle_crews" USING btree ("company_id","created_at");