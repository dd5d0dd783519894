CREATE TABLE "company_agreement_affirmations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_agreement_affirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"ip" text,
	"affirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_fee_schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_fee_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"warehouse_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"storage_rate" numeric(18, 4) NOT NULL,
	"inbound_fee" numeric(18, 2) NOT NULL,
	"outbound_fee" numeric(18, 2) NOT NULL,
	"transfer_fee" numeric(18, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keeper_companies" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"marked_by" bigint,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_pickup_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_pickup_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"warehouse_id" bigint NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_origins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_origins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"grade" text NOT NULL,
	"cas_number" text NOT NULL,
	"hazard_class" text,
	"un_number" text,
	"unit" text DEFAULT '吨' NOT NULL,
	"min_split_qty" numeric(18, 4) NOT NULL,
	"split_step" numeric(18, 4) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"keeper_company_id" bigint NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"area_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_name" text NOT NULL,
	"area_name" text NOT NULL,
	"address" text NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"latitude" numeric(8, 6) NOT NULL,
	"daily_outbound_capacity" numeric(18, 4) NOT NULL,
	"dangerous_goods" boolean DEFAULT false NOT NULL,
	"registry_code" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_agreement_affirmations" ADD CONSTRAINT "company_agreement_affirmations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_agreement_affirmations" ADD CONSTRAINT "company_agreement_affirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_fee_schedules" ADD CONSTRAINT "warehouse_fee_schedules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_fee_schedules" ADD CONSTRAINT "warehouse_fee_schedules_product_id_receipt_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."receipt_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_fee_schedules" ADD CONSTRAINT "warehouse_fee_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keeper_companies" ADD CONSTRAINT "keeper_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keeper_companies" ADD CONSTRAINT "keeper_companies_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_pickup_points" ADD CONSTRAINT "warehouse_pickup_points_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_keeper_company_id_keeper_companies_company_id_fk" FOREIGN KEY ("keeper_company_id") REFERENCES "public"."keeper_companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_agreement_affirmations_version_unique" ON "company_agreement_affirmations" USING btree ("company_id","type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_fee_schedules_period_unique" ON "warehouse_fee_schedules" USING btree ("warehouse_id","product_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_fee_schedules_open_unique" ON "warehouse_fee_schedules" USING btree ("warehouse_id","product_id") WHERE "warehouse_fee_schedules"."effective_to" is null;--> statement-breakpoint
CREATE INDEX "warehouse_pickup_points_warehouse_idx" ON "warehouse_pickup_points" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_origins_name_unique" ON "receipt_origins" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_products_name_grade_unique" ON "receipt_products" USING btree ("name","grade");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_unique" ON "warehouses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warehouses_keeper_idx" ON "warehouses" USING btree ("keeper_company_id");--> statement-breakpoint
CREATE INDEX "warehouses_kind_city_idx" ON "warehouses" USING btree ("kind","city_code");