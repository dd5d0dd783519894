ALTER TABLE "order_items" ADD COLUMN "un_number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hazard_class" text;