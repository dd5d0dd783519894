CREATE TABLE "contract_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" bigint NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" bigint NOT NULL,
	"updated_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint
);
--> statement-breakpoint
CREATE TABLE "order_contract_templates" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"template_id" bigint,
	"chosen_by" bigint NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_contracts" ADD COLUMN "template_id" bigint;--> statement-breakpoint
ALTER TABLE "order_contracts" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "order_contracts" ADD COLUMN "template_content" text;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contract_templates" ADD CONSTRAINT "order_contract_templates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contract_templates" ADD CONSTRAINT "order_contract_templates_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contract_templates" ADD CONSTRAINT "order_contract_templates_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_templates_shop_idx" ON "contract_templates" USING btree ("shop_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_name_live_unique" ON "contract_templates" USING btree ("shop_id","name") WHERE "contract_templates"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_default_unique" ON "contract_templates" USING btree ("shop_id") WHERE "contract_templates"."is_default" AND "contract_templates"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_contract_templates_template_idx" ON "order_contract_templates" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "order_contracts" ADD CONSTRAINT "order_contracts_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;