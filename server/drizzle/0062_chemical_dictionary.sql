CREATE TABLE "chemical_terms" (
	"term_key" text NOT NULL,
	"chemical_id" bigint NOT NULL,
	CONSTRAINT "chemical_terms_term_key_chemical_id_pk" PRIMARY KEY("term_key","chemical_id")
);
--> statement-breakpoint
CREATE TABLE "chemicals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chemicals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cas_number" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"formula" text,
	"hill_formula" text,
	"synonyms" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chemicals_cas_unique" UNIQUE("cas_number")
);
--> statement-breakpoint
ALTER TABLE "chemical_terms" ADD CONSTRAINT "chemical_terms_chemical_id_chemicals_id_fk" FOREIGN KEY ("chemical_id") REFERENCES "public"."chemicals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemicals" ADD CONSTRAINT "chemicals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chemical_terms_chemical_idx" ON "chemical_terms" USING btree ("chemical_id");