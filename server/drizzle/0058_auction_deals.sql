CREATE TABLE "auction_deals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_no" text NOT NULL,
	"auction_id" bigint NOT NULL,
	"owner_company_id" bigint NOT NULL,
	"winner_company_id" bigint NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_deals" ADD CONSTRAINT "auction_deals_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deals" ADD CONSTRAINT "auction_deals_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deals" ADD CONSTRAINT "auction_deals_winner_company_id_companies_id_fk" FOREIGN KEY ("winner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_deals_no_unique" ON "auction_deals" USING btree ("deal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_deals_winner_unique" ON "auction_deals" USING btree ("auction_id","winner_company_id");--> statement-breakpoint
CREATE INDEX "auction_deals_winner_idx" ON "auction_deals" USING btree ("winner_company_id","created_at");--> statement-breakpoint
CREATE INDEX "auction_deals_due_idx" ON "auction_deals" USING btree ("due_at") WHERE "auction_deals"."status" in ('awaiting', 'signing');