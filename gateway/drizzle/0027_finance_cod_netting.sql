CREATE TABLE "cod_batch_freight" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_batch_freight_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"freight" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_receivables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_receivables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"batch_no" varchar(24) NOT NULL,
	"amount" bigint NOT NULL,
	"statement_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_receivables_amount_ck" CHECK ("statement_receivables"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cod_batches" DROP CONSTRAINT "cod_batches_net_ck";--> statement-breakpoint
ALTER TABLE "monthly_statements" DROP CONSTRAINT "monthly_statements_due_ck";--> statement-breakpoint
ALTER TABLE "cod_batches" ADD COLUMN "freight_netted" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_batches" ADD COLUMN "shortfall" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD COLUMN "settled_batch_no" varchar(24);--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "settled_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "receivables" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_batch_freight" ADD CONSTRAINT "cod_batch_freight_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_freight" ADD CONSTRAINT "cod_batch_freight_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_freight" ADD CONSTRAINT "cod_batch_freight_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_receivables" ADD CONSTRAINT "statement_receivables_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_receivables" ADD CONSTRAINT "statement_receivables_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_receivables" ADD CONSTRAINT "statement_receivables_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_batch_freight_order_uq" ON "cod_batch_freight" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cod_batch_freight_batch_idx" ON "cod_batch_freight" USING btree ("customer_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_receivables_batch_uq" ON "statement_receivables" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "statement_receivables_customer_idx" ON "statement_receivables" USING btree ("customer_id","statement_id");--> statement-breakpoint
ALTER TABLE "cod_batches" ADD CONSTRAINT "cod_batches_shortfall_ck" CHECK ("cod_batches"."net_payout" >= 0 and "cod_batches"."shortfall" >= 0 and ("cod_batches"."net_payout" = 0 or "cod_batches"."shortfall" = 0));--> statement-breakpoint
ALTER TABLE "cod_batches" ADD CONSTRAINT "cod_batches_net_ck" CHECK ("cod_batches"."net_payout" - "cod_batches"."shortfall" = "cod_batches"."gross_cod" - "cod_batches"."commission" - "cod_batches"."vat" - "cod_batches"."return_fees" - "cod_batches"."freight_netted" + "cod_batches"."adjustments");--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD CONSTRAINT "monthly_statements_due_ck" CHECK ("monthly_statements"."amount_due" = "monthly_statements"."tax_base" + "monthly_statements"."ppn" - "monthly_statements"."pph23" - "monthly_statements"."credit_notes" + "monthly_statements"."receivables");