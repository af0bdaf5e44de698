CREATE TABLE "cod_batch_freight" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_batch_freight_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"freight" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"credit_note_no" varchar(32) NOT NULL,
	"source" varchar(8) NOT NULL,
	"dispute_id" integer,
	"claim_id" bigint,
	"reference" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_credit_notes_source_ck" CHECK ("statement_credit_notes"."source" in ('DISPUTE','CLAIM')),
	CONSTRAINT "statement_credit_notes_amount_ck" CHECK ("statement_credit_notes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "statement_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"line_id" bigint NOT NULL,
	"reason" varchar(24) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "statement_disputes_status_ck" CHECK ("statement_disputes"."status" in ('OPEN','RESOLVED'))
);
--> statement-breakpoint
CREATE TABLE "statement_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reference" varchar(32) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_payments_amount_ck" CHECK ("statement_payments"."amount" > 0)
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
ALTER TABLE "monthly_statements" ALTER COLUMN "status" SET DEFAULT 'DRAFT';--> statement-breakpoint
ALTER TABLE "cod_batches" ADD COLUMN "freight_netted" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_batches" ADD COLUMN "shortfall" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_contracts" ADD COLUMN "statement_suspend_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_contracts" ADD COLUMN "freight_settlement" varchar(12) DEFAULT 'STATEMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD COLUMN "settled_batch_no" varchar(24);--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "settled_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "receivables" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "overdue_since" varchar(10);--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cod_batch_freight" ADD CONSTRAINT "cod_batch_freight_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_freight" ADD CONSTRAINT "cod_batch_freight_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_freight" ADD CONSTRAINT "cod_batch_freight_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credit_notes" ADD CONSTRAINT "statement_credit_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credit_notes" ADD CONSTRAINT "statement_credit_notes_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credit_notes" ADD CONSTRAINT "statement_credit_notes_dispute_id_statement_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."statement_disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_disputes" ADD CONSTRAINT "statement_disputes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_disputes" ADD CONSTRAINT "statement_disputes_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_disputes" ADD CONSTRAINT "statement_disputes_line_id_monthly_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."monthly_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_disputes" ADD CONSTRAINT "statement_disputes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_receivables" ADD CONSTRAINT "statement_receivables_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_receivables" ADD CONSTRAINT "statement_receivables_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_receivables" ADD CONSTRAINT "statement_receivables_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_batch_freight_order_uq" ON "cod_batch_freight" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cod_batch_freight_batch_idx" ON "cod_batch_freight" USING btree ("customer_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credit_notes_no_uq" ON "statement_credit_notes" USING btree ("credit_note_no");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credit_notes_dispute_uq" ON "statement_credit_notes" USING btree ("dispute_id") WHERE "statement_credit_notes"."dispute_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credit_notes_claim_uq" ON "statement_credit_notes" USING btree ("claim_id") WHERE "statement_credit_notes"."claim_id" is not null;--> statement-breakpoint
CREATE INDEX "statement_credit_notes_statement_idx" ON "statement_credit_notes" USING btree ("customer_id","statement_id");--> statement-breakpoint
CREATE INDEX "statement_disputes_statement_idx" ON "statement_disputes" USING btree ("customer_id","statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_disputes_line_uq" ON "statement_disputes" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "statement_payments_statement_idx" ON "statement_payments" USING btree ("customer_id","statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_receivables_batch_uq" ON "statement_receivables" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "statement_receivables_customer_idx" ON "statement_receivables" USING btree ("customer_id","statement_id");--> statement-breakpoint
CREATE INDEX "monthly_statements_status_idx" ON "monthly_statements" USING btree ("status","due_day");--> statement-breakpoint
ALTER TABLE "cod_batches" ADD CONSTRAINT "cod_batches_shortfall_ck" CHECK ("cod_batches"."net_payout" >= 0 and "cod_batches"."shortfall" >= 0 and ("cod_batches"."net_payout" = 0 or "cod_batches"."shortfall" = 0));--> statement-breakpoint
ALTER TABLE "cod_batches" ADD CONSTRAINT "cod_batches_net_ck" CHECK ("cod_batches"."net_payout" - "cod_batches"."shortfall" = "cod_batches"."gross_cod" - "cod_batches"."commission" - "cod_batches"."vat" - "cod_batches"."return_fees" - "cod_batches"."freight_netted" + "cod_batches"."adjustments");--> statement-breakpoint
ALTER TABLE "cod_contracts" ADD CONSTRAINT "cod_contracts_freight_settlement_ck" CHECK ("cod_contracts"."freight_settlement" in ('STATEMENT','COD_NETTING'));--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD CONSTRAINT "monthly_statements_paid_ck" CHECK ("monthly_statements"."paid_amount" >= 0 and "monthly_statements"."paid_amount" <= "monthly_statements"."amount_due");--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD CONSTRAINT "monthly_statements_due_ck" CHECK ("monthly_statements"."amount_due" = "monthly_statements"."tax_base" + "monthly_statements"."ppn" - "monthly_statements"."pph23" - "monthly_statements"."credit_notes" + "monthly_statements"."receivables");