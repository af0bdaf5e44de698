CREATE TABLE "account_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_login_code" varchar(64) NOT NULL,
	"target_login_code" varchar(64) NOT NULL,
	"action" varchar(24) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_role_presets" (
	"code" varchar(24) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"permission_keys" jsonb NOT NULL,
	"hide_money" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_data_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_data_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"field" varchar(24) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_data_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_data_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"network_id" integer,
	"entity_type" varchar(12) DEFAULT 'COMPANY' NOT NULL,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approved" jsonb,
	"is_change" boolean DEFAULT false NOT NULL,
	"field_reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(64),
	"bank_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_data_status_ck" CHECK ("customer_data_submissions"."status" in ('DRAFT','SUBMITTED','UNDER_REVIEW','APPROVED','REJECTED','NEEDS_REVISION')),
	CONSTRAINT "customer_data_entity_ck" CHECK ("customer_data_submissions"."entity_type" in ('INDIVIDUAL','COMPANY'))
);
--> statement-breakpoint
CREATE TABLE "customer_networks" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"network_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_account_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"role_code" varchar(24),
	"data_scope" varchar(8) DEFAULT 'ALL' NOT NULL,
	"sender_address_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sender_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hide_money" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_account_settings_scope_ck" CHECK ("sub_account_settings"."data_scope" in ('ALL','OWN','SENDERS'))
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "sender_key" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sender_key" varchar(16);--> statement-breakpoint
ALTER TABLE "account_audit_log" ADD CONSTRAINT "account_audit_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_audit_log" ADD CONSTRAINT "account_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_documents" ADD CONSTRAINT "customer_data_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_submissions" ADD CONSTRAINT "customer_data_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_networks" ADD CONSTRAINT "customer_networks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_settings" ADD CONSTRAINT "sub_account_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_settings" ADD CONSTRAINT "sub_account_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_audit_customer_created_idx" ON "account_audit_log" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_data_documents_customer_idx" ON "customer_data_documents" USING btree ("customer_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_customer_uq" ON "customer_data_submissions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_data_network_status_idx" ON "customer_data_submissions" USING btree ("network_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "sub_account_settings_customer_idx" ON "sub_account_settings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_sender_created_id_idx" ON "orders" USING btree ("customer_id","sender_key","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_creator_created_id_idx" ON "orders" USING btree ("customer_id","created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "address_book_name_trgm_idx" ON "address_book_entries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "address_book_phone_trgm_idx" ON "address_book_entries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "address_book_address_trgm_idx" ON "address_book_entries" USING gin ("address" gin_trgm_ops);