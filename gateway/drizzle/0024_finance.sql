CREATE TABLE "bank_account_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_account_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"bank_code" varchar(16) NOT NULL,
	"account_number" varchar(32) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"requested_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_batch_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_batch_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"side" varchar(8) NOT NULL,
	"user_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_batch_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_batch_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"parcel_return_id" bigint NOT NULL,
	"return_fee" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"batch_no" varchar(24) NOT NULL,
	"status" varchar(20) DEFAULT 'GENERATED' NOT NULL,
	"period_from" varchar(10) NOT NULL,
	"period_to" varchar(10) NOT NULL,
	"cut_off_day" varchar(10) NOT NULL,
	"parcel_count" integer NOT NULL,
	"gross_cod" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"return_fees" bigint NOT NULL,
	"adjustments" bigint DEFAULT 0 NOT NULL,
	"net_payout" bigint NOT NULL,
	"bank_code" varchar(16),
	"bank_account_masked" varchar(32),
	"bank_holder" varchar(100),
	"planned_pay_day" varchar(10),
	"auto_agree_day" varchar(10) NOT NULL,
	"code_hash" varchar(64),
	"decrypt_tries" integer DEFAULT 0 NOT NULL,
	"mailed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"agreed_at" timestamp with time zone,
	"agreed_by" integer,
	"auto_agreed" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"transfer_reference" varchar(32),
	"transfer_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cod_batches_status_ck" CHECK ("cod_batches"."status" in ('GENERATED','MAILED','VERIFIED','AGREED','DISPUTED','ADJUSTED','PAYMENT_SCHEDULED','PAID','TRANSFER_FAILED')),
	CONSTRAINT "cod_batches_net_ck" CHECK ("cod_batches"."net_payout" = "cod_batches"."gross_cod" - "cod_batches"."commission" - "cod_batches"."vat" - "cod_batches"."return_fees" + "cod_batches"."adjustments")
);
--> statement-breakpoint
CREATE TABLE "cod_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"commission_rate_bp" integer NOT NULL,
	"min_commission" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_base_numerator" integer NOT NULL,
	"vat_base_denominator" integer NOT NULL,
	"payout_cycle_business_days" integer NOT NULL,
	"min_payout" bigint NOT NULL,
	"auto_agree_business_days" integer NOT NULL,
	"decrypt_max_tries" integer NOT NULL,
	"bank_change_pause_hours" integer NOT NULL,
	"transfer_fail_bp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"cod_line_id" bigint NOT NULL,
	"reason" varchar(24) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"proof_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "cod_disputes_status_ck" CHECK ("cod_disputes"."status" in ('OPEN','RESOLVED'))
);
--> statement-breakpoint
CREATE TABLE "cod_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"customer_order_no" varchar(64) NOT NULL,
	"product_type" varchar(16) NOT NULL,
	"cod_amount" bigint NOT NULL,
	"goods_value" bigint NOT NULL,
	"status" varchar(20) DEFAULT 'AWAITING_COLLECTION' NOT NULL,
	"commission_status" varchar(12) DEFAULT 'UNBILLED' NOT NULL,
	"commission_rate_bp" integer NOT NULL,
	"min_commission" bigint NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"signer" varchar(100),
	"returned_at" timestamp with time zone,
	"expected_payout_day" varchar(10),
	"batch_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cod_lines_status_ck" CHECK ("cod_lines"."status" in ('AWAITING_COLLECTION','COLLECTED','IN_BATCH','REMITTED','FAILED_TO_COLLECT','RETURNED','DISPUTED')),
	CONSTRAINT "cod_lines_commission_status_ck" CHECK ("cod_lines"."commission_status" in ('UNBILLED','BILLED','DEDUCTED','REVERSED')),
	CONSTRAINT "cod_lines_amount_ck" CHECK ("cod_lines"."cod_amount" > 0 and "cod_lines"."commission" >= 0 and "cod_lines"."vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"bank_code" varchar(16) NOT NULL,
	"account_number" varchar(32) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_statement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"day" varchar(10) NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"dest_province" varchar(64) NOT NULL,
	"dest_city" varchar(64) NOT NULL,
	"product_type" varchar(16) NOT NULL,
	"actual_kg" numeric(10, 3) NOT NULL,
	"volumetric_kg" numeric(10, 3) NOT NULL,
	"chargeable_kg" numeric(10, 3) NOT NULL,
	"freight" bigint NOT NULL,
	"insurance" bigint NOT NULL,
	"cod_fee" bigint NOT NULL,
	"surcharges" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"return_fee" bigint NOT NULL,
	"weight_adjustment" bigint NOT NULL,
	"line_total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"statement_no" varchar(24) NOT NULL,
	"legal_name" varchar(120) NOT NULL,
	"npwp" varchar(16),
	"period" varchar(7) NOT NULL,
	"issue_day" varchar(10) NOT NULL,
	"due_day" varchar(10) NOT NULL,
	"e_faktur_no" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'ISSUED' NOT NULL,
	"line_count" integer NOT NULL,
	"freight" bigint NOT NULL,
	"insurance" bigint NOT NULL,
	"cod_fee" bigint NOT NULL,
	"surcharges" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"return_fee" bigint NOT NULL,
	"weight_adjustment" bigint NOT NULL,
	"tax_base" bigint NOT NULL,
	"ppn_rate_bp" integer NOT NULL,
	"ppn" bigint NOT NULL,
	"pph23_rate_bp" integer NOT NULL,
	"pph23" bigint NOT NULL,
	"credit_notes" bigint DEFAULT 0 NOT NULL,
	"amount_due" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monthly_statements_status_ck" CHECK ("monthly_statements"."status" in ('DRAFT','ISSUED','DISPUTED','CREDIT_NOTE','PARTIALLY_PAID','PAID','OVERDUE','SUSPENDED')),
	CONSTRAINT "monthly_statements_due_ck" CHECK ("monthly_statements"."amount_due" = "monthly_statements"."tax_base" + "monthly_statements"."ppn" - "monthly_statements"."pph23" - "monthly_statements"."credit_notes")
);
--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_events" ADD CONSTRAINT "cod_batch_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_events" ADD CONSTRAINT "cod_batch_events_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_events" ADD CONSTRAINT "cod_batch_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_returns" ADD CONSTRAINT "cod_batch_returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batch_returns" ADD CONSTRAINT "cod_batch_returns_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batches" ADD CONSTRAINT "cod_batches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batches" ADD CONSTRAINT "cod_batches_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_batches" ADD CONSTRAINT "cod_batches_agreed_by_users_id_fk" FOREIGN KEY ("agreed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_contracts" ADD CONSTRAINT "cod_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_disputes" ADD CONSTRAINT "cod_disputes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_disputes" ADD CONSTRAINT "cod_disputes_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_disputes" ADD CONSTRAINT "cod_disputes_cod_line_id_cod_lines_id_fk" FOREIGN KEY ("cod_line_id") REFERENCES "public"."cod_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_disputes" ADD CONSTRAINT "cod_disputes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_lines" ADD CONSTRAINT "cod_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_lines" ADD CONSTRAINT "cod_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_lines" ADD CONSTRAINT "cod_lines_batch_id_cod_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cod_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD CONSTRAINT "monthly_statement_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD CONSTRAINT "monthly_statement_lines_statement_id_monthly_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."monthly_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statement_lines" ADD CONSTRAINT "monthly_statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD CONSTRAINT "monthly_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_changes_customer_idx" ON "bank_account_changes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cod_batch_events_batch_idx" ON "cod_batch_events" USING btree ("customer_id","batch_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_batch_returns_return_uq" ON "cod_batch_returns" USING btree ("parcel_return_id");--> statement-breakpoint
CREATE INDEX "cod_batch_returns_batch_idx" ON "cod_batch_returns" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_batches_batch_no_uq" ON "cod_batches" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "cod_batches_customer_created_idx" ON "cod_batches" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cod_batches_status_idx" ON "cod_batches" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_contracts_customer_uq" ON "cod_contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cod_disputes_customer_batch_idx" ON "cod_disputes" USING btree ("customer_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_disputes_open_line_uq" ON "cod_disputes" USING btree ("cod_line_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "cod_lines_order_uq" ON "cod_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_lines_bill_code_uq" ON "cod_lines" USING btree ("bill_code");--> statement-breakpoint
CREATE INDEX "cod_lines_customer_created_idx" ON "cod_lines" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cod_lines_customer_status_idx" ON "cod_lines" USING btree ("customer_id","status","expected_payout_day");--> statement-breakpoint
CREATE INDEX "cod_lines_batch_idx" ON "cod_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bank_accounts_customer_uq" ON "customer_bank_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_statement_lines_order_uq" ON "monthly_statement_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "monthly_statement_lines_statement_idx" ON "monthly_statement_lines" USING btree ("customer_id","statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_statements_no_uq" ON "monthly_statements" USING btree ("statement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_statements_customer_period_uq" ON "monthly_statements" USING btree ("customer_id","period");