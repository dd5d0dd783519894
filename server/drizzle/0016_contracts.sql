CREATE TABLE "contract_affirmations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_affirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"party" text NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"affirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"party" text NOT NULL,
	"company_id" bigint NOT NULL,
	"signer_user_id" bigint NOT NULL,
	"signer_name" text NOT NULL,
	"seal_file_key" text NOT NULL,
	"sms_mobile" text NOT NULL,
	"sms_verified_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone NOT NULL,
	"file_key" text NOT NULL,
	"sha256_after" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"contract_no" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"generated_file_key" text NOT NULL,
	"file_key" text NOT NULL,
	"sha256_at_generation" text NOT NULL,
	"sha256" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"generated_by" bigint NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	"cancel_reason" text
);
--> statement-breakpoint
ALTER TABLE "contract_affirmations" ADD CONSTRAINT "contract_affirmations_contract_id_order_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."order_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_affirmations" ADD CONSTRAINT "contract_affirmations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_affirmations" ADD CONSTRAINT "contract_affirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_order_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."order_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contracts" ADD CONSTRAINT "order_contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contracts" ADD CONSTRAINT "order_contracts_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contracts" ADD CONSTRAINT "order_contracts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_affirmations_party_unique" ON "contract_affirmations" USING btree ("contract_id","party");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_party_unique" ON "contract_signatures" USING btree ("contract_id","party");--> statement-breakpoint
CREATE INDEX "contract_signatures_file_idx" ON "contract_signatures" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_contracts_version_unique" ON "order_contracts" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "order_contracts_no_unique" ON "order_contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "order_contracts_file_idx" ON "order_contracts" USING btree ("file_key");