-- A half account, accepted before the rule, printed on contracts as half: it is not an account, and is cleared.
UPDATE "companies" SET "bank_name" = NULL, "bank_account" = NULL WHERE ("bank_name" IS NULL) <> ("bank_account" IS NULL);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_receiving_account_whole" CHECK (("companies"."bank_name" is null) = ("companies"."bank_account" is null));
