CREATE TABLE "order_shipment_lines" (
	"shipment_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"loaded" numeric(18, 4) NOT NULL,
	"received" numeric(18, 4),
	CONSTRAINT "order_shipment_lines_shipment_id_item_id_pk" PRIMARY KEY("shipment_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"seq" smallint NOT NULL,
	"status" text NOT NULL,
	"crew_id" bigint,
	"ticket_no" text,
	"ticket_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_no" text,
	"carrier" text,
	"remark" text,
	"shipped_by" bigint NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrival_ticket_no" text,
	"arrival_ticket_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"arrival_remark" text,
	"arrived_by" bigint,
	"arrived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "settled_quantity" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "settled_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_goods_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_crew_id_vehicle_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."vehicle_crews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_arrived_by_users_id_fk" FOREIGN KEY ("arrived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipment_lines_item_idx" ON "order_shipment_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_seq_unique" ON "order_shipments" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_shipments_ticket_keys_idx" ON "order_shipments" USING gin ("ticket_keys","arrival_ticket_keys");