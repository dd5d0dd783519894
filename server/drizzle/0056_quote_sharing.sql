CREATE TABLE "quote_access" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"status" text NOT NULL,
	"via" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"answered_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "quote_access" ADD CONSTRAINT "quote_access_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_access" ADD CONSTRAINT "quote_access_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_access" ADD CONSTRAINT "quote_access_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_access" ADD CONSTRAINT "quote_access_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_access_unique" ON "quote_access" USING btree ("quote_id","company_id");--> statement-breakpoint
CREATE INDEX "quote_access_company_idx" ON "quote_access" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_share_token_unique" ON "quotes" USING btree ("share_token");