CREATE TABLE "address_book_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_book_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"province" varchar(64) NOT NULL,
	"city" varchar(64) NOT NULL,
	"district" varchar(64) NOT NULL,
	"district_code" varchar(16) NOT NULL,
	"address" varchar(255) NOT NULL,
	"postal_code" varchar(10),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_kind_ck" CHECK ("address_book_entries"."kind" in ('SENDER','RECEIVER'))
);
--> statement-breakpoint
ALTER TABLE "address_book_entries" ADD CONSTRAINT "address_book_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_entries" ADD CONSTRAINT "address_book_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_customer_kind_idx" ON "address_book_entries" USING btree ("customer_id","kind","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_default_uq" ON "address_book_entries" USING btree ("customer_id","kind") WHERE "address_book_entries"."is_default";