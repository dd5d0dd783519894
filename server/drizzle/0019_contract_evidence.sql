CREATE TABLE "contract_evidence" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"contract_id" bigint,
	"seq" integer NOT NULL,
	"event" text NOT NULL,
	"actor_user_id" bigint,
	"company_id" bigint,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signed_documents" (
	"contract_id" bigint PRIMARY KEY NOT NULL,
	"verification_code" text NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text NOT NULL,
	"certificate_sha256" text NOT NULL,
	"evidence_hash" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_evidence" ADD CONSTRAINT "contract_evidence_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_evidence" ADD CONSTRAINT "contract_evidence_contract_id_order_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."order_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_evidence" ADD CONSTRAINT "contract_evidence_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_evidence" ADD CONSTRAINT "contract_evidence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signed_documents" ADD CONSTRAINT "contract_signed_documents_contract_id_order_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."order_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_evidence_seq_unique" ON "contract_evidence" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "contract_evidence_contract_idx" ON "contract_evidence" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signed_documents_code_unique" ON "contract_signed_documents" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "contract_signed_documents_sha_idx" ON "contract_signed_documents" USING btree ("sha256");--> statement-breakpoint
CREATE FUNCTION "contract_evidence_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'contract_evidence is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contract_evidence_no_change" BEFORE UPDATE OR DELETE ON "contract_evidence" FOR EACH ROW EXECUTE FUNCTION "contract_evidence_append_only"();--> statement-breakpoint
CREATE TRIGGER "contract_evidence_no_truncate" BEFORE TRUNCATE ON "contract_evidence" FOR EACH STATEMENT EXECUTE FUNCTION "contract_evidence_append_only"();
