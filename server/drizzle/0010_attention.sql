CREATE TABLE "product_attentions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_attentions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_attentions" ADD CONSTRAINT "product_attentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attentions" ADD CONSTRAINT "product_attentions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_attentions_user_product_unique" ON "product_attentions" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "product_attentions_user_idx" ON "product_attentions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_attentions_product_idx" ON "product_attentions" USING btree ("product_id");--> statement-breakpoint
-- Catalogue search (issue 4 item 4): ILIKE '%kw%' on these columns is served by trigram GIN indexes for keywords of 3+ characters (1–2 character Chinese keywords scan).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_name_trgm_idx" ON "shops" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);
