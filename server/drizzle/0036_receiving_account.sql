ALTER TABLE "companies" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "order_contracts" ADD COLUMN "parties" jsonb;