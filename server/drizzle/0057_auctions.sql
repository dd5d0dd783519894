CREATE SEQUENCE "public"."auction_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"auction_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"line_no" integer NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"received_at" timestamp (6) with time zone NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_sign_ups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"auction_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"remark" text,
	"status" text NOT NULL,
	"deposit" text NOT NULL,
	"deposit_amount" numeric(18, 2),
	"deposit_proof_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_remark" text,
	"reject_reason" text,
	"deposit_refuse_reason" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_white_list" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_white_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_company_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"remark" text,
	"added_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"auction_no" text NOT NULL,
	"status" text NOT NULL,
	"owner_company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"title" text NOT NULL,
	"rule_set" text,
	"delivery_place" text,
	"remark" text,
	"rules" jsonb NOT NULL,
	"signup_start" timestamp with time zone NOT NULL,
	"signup_end" timestamp with time zone NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"scheduled_close_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	"reject_reason" text,
	"cancel_reason" text,
	"award" jsonb,
	"award_digest" text,
	"awarded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_sign_ups" ADD CONSTRAINT "auction_sign_ups_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_sign_ups" ADD CONSTRAINT "auction_sign_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_sign_ups" ADD CONSTRAINT "auction_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_white_list" ADD CONSTRAINT "auction_white_list_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_white_list" ADD CONSTRAINT "auction_white_list_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_white_list" ADD CONSTRAINT "auction_white_list_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_seq_unique" ON "auction_bids" USING btree ("auction_id","seq");--> statement-breakpoint
CREATE INDEX "auction_bids_line_idx" ON "auction_bids" USING btree ("auction_id","line_no","seq");--> statement-breakpoint
CREATE INDEX "auction_bids_own_idx" ON "auction_bids" USING btree ("auction_id","line_no","company_id","seq");--> statement-breakpoint
CREATE INDEX "auction_bids_company_idx" ON "auction_bids" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_sign_ups_unique" ON "auction_sign_ups" USING btree ("auction_id","company_id");--> statement-breakpoint
CREATE INDEX "auction_sign_ups_company_idx" ON "auction_sign_ups" USING btree ("company_id","applied_at");--> statement-breakpoint
CREATE INDEX "auction_sign_ups_deposit_idx" ON "auction_sign_ups" USING btree ("deposit","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_white_list_unique" ON "auction_white_list" USING btree ("owner_company_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_no_unique" ON "auctions" USING btree ("auction_no");--> statement-breakpoint
CREATE INDEX "auctions_owner_idx" ON "auctions" USING btree ("owner_company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "auctions_hall_idx" ON "auctions" USING btree ("status","open_at");--> statement-breakpoint
CREATE INDEX "auctions_due_idx" ON "auctions" USING btree ("close_at") WHERE "auctions"."status" = 'published';