-- A contract is about a subject of some kind (an order's sales contract: 'order'), no longer tied to orders: the
-- order contracts become the 'order' kind's contracts, keeping their ids, numbers, files and evidence chains.
ALTER TABLE "order_contracts" RENAME TO "contracts";--> statement-breakpoint
ALTER SEQUENCE "order_contracts_id_seq" RENAME TO "contracts_id_seq";--> statement-breakpoint
ALTER TABLE "contracts" RENAME CONSTRAINT "order_contracts_pkey" TO "contracts_pkey";--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "order_contracts_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "contracts" RENAME CONSTRAINT "order_contracts_generated_by_users_id_fk" TO "contracts_generated_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "contracts" RENAME CONSTRAINT "order_contracts_cancelled_by_users_id_fk" TO "contracts_cancelled_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "contracts" RENAME CONSTRAINT "order_contracts_template_id_contract_templates_id_fk" TO "contracts_template_id_contract_templates_id_fk";--> statement-breakpoint
ALTER TABLE "contracts" RENAME COLUMN "order_id" TO "subject_id";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "subject_kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "subject_kind" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "order_contracts_version_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_version_unique" ON "contracts" USING btree ("subject_kind","subject_id","version");--> statement-breakpoint
ALTER INDEX "order_contracts_no_unique" RENAME TO "contracts_no_unique";--> statement-breakpoint
ALTER INDEX "order_contracts_file_idx" RENAME TO "contracts_file_idx";--> statement-breakpoint
ALTER TABLE "contract_accessories" RENAME CONSTRAINT "contract_accessories_contract_id_order_contracts_id_fk" TO "contract_accessories_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "contract_evidence" RENAME CONSTRAINT "contract_evidence_contract_id_order_contracts_id_fk" TO "contract_evidence_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "contract_signed_documents" RENAME CONSTRAINT "contract_signed_documents_contract_id_order_contracts_id_fk" TO "contract_signed_documents_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "contract_links" RENAME CONSTRAINT "contract_links_contract_id_order_contracts_id_fk" TO "contract_links_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "contract_affirmations" RENAME CONSTRAINT "contract_affirmations_contract_id_order_contracts_id_fk" TO "contract_affirmations_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "contract_signatures" RENAME CONSTRAINT "contract_signatures_contract_id_order_contracts_id_fk" TO "contract_signatures_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "contract_accessories" DROP CONSTRAINT "contract_accessories_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "contract_accessories" RENAME COLUMN "order_id" TO "subject_id";--> statement-breakpoint
ALTER TABLE "contract_accessories" ADD COLUMN "subject_kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_accessories" ALTER COLUMN "subject_kind" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "contract_accessories_order_idx";--> statement-breakpoint
DROP INDEX "contract_accessories_file_unique";--> statement-breakpoint
CREATE INDEX "contract_accessories_subject_idx" ON "contract_accessories" USING btree ("subject_kind","subject_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_accessories_file_unique" ON "contract_accessories" USING btree ("subject_kind","subject_id","file_key") WHERE "contract_accessories"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "contract_evidence" DROP CONSTRAINT "contract_evidence_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "contract_evidence" RENAME COLUMN "order_id" TO "subject_id";--> statement-breakpoint
ALTER TABLE "contract_evidence" ADD COLUMN "subject_kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_evidence" ALTER COLUMN "subject_kind" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "contract_evidence_seq_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "contract_evidence_seq_unique" ON "contract_evidence" USING btree ("subject_kind","subject_id","seq");--> statement-breakpoint
ALTER TABLE "contract_links" DROP CONSTRAINT "contract_links_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "contract_links" RENAME COLUMN "order_id" TO "subject_id";--> statement-breakpoint
ALTER TABLE "contract_links" ADD COLUMN "subject_kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_links" ALTER COLUMN "subject_kind" DROP DEFAULT;
