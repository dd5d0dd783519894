ALTER TABLE "orders" ADD COLUMN "overdue_reminded_on" date;--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("settled_at") WHERE "orders"."status" = 75;