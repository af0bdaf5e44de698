CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "agents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_name" text,
	"page_id" text,
	"from_page" text,
	"user_id" text,
	"duration" integer,
	"platform" text,
	"is_login" boolean,
	"user_is_new" boolean,
	"app_channel" text,
	"button_name" text,
	"element_id" text,
	"event_type" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"vck" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"name" text NOT NULL,
	"is_used" text DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_code_unique" UNIQUE("customer_code")
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"label" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lang_dictionary" (
	"str_id" text PRIMARY KEY NOT NULL,
	"lang1" text NOT NULL,
	"lang2" text NOT NULL,
	"lang3" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_code" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"resource_code" text NOT NULL,
	"resource_name" text NOT NULL,
	"name_key" text NOT NULL,
	"resource_type" integer NOT NULL,
	"path" text,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_resources_resource_code_unique" UNIQUE("resource_code")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"user_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_user_id_notice_id_pk" PRIMARY KEY("user_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"channel" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" integer NOT NULL,
	"resource_code" text NOT NULL,
	CONSTRAINT "user_permissions_user_id_resource_code_pk" PRIMARY KEY("user_id","resource_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"login_code" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_used" text DEFAULT '1' NOT NULL,
	"new_user_flag" text DEFAULT '0' NOT NULL,
	"need_update_password" text DEFAULT '0' NOT NULL,
	"network_id" integer,
	"parent_customer_id" integer,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_code_unique" UNIQUE("login_code")
);
--> statement-breakpoint
CREATE TABLE "order_traces" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_traces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"scan_type" varchar(24) NOT NULL,
	"description" varchar(48) NOT NULL,
	"location" varchar(64) NOT NULL,
	"network_name" varchar(100) NOT NULL,
	"operator_name" varchar(100),
	"scan_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"customer_order_no" varchar(64) NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"sender_name" varchar(100) NOT NULL,
	"sender_phone" varchar(32) NOT NULL,
	"sender_province" varchar(64) NOT NULL,
	"sender_city" varchar(64) NOT NULL,
	"sender_district" varchar(64) NOT NULL,
	"sender_address" varchar(255) NOT NULL,
	"sender_postal_code" varchar(10),
	"receiver_name" varchar(100) NOT NULL,
	"receiver_phone" varchar(32) NOT NULL,
	"receiver_province" varchar(64) NOT NULL,
	"receiver_city" varchar(64) NOT NULL,
	"receiver_district" varchar(64) NOT NULL,
	"receiver_address" varchar(255) NOT NULL,
	"receiver_postal_code" varchar(10),
	"goods_type" varchar(32) NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"weight_kg" numeric(10, 3) NOT NULL,
	"product_type" varchar(16) NOT NULL,
	"cod_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"declared_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"status" varchar(24) DEFAULT 'CREATED' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('CREATED','PICKED_UP','IN_TRANSIT','ARRIVED','OUT_FOR_DELIVERY','DELIVERED','PROBLEM','RETURNING','RETURNED','CANCELLED')),
	CONSTRAINT "orders_pieces_ck" CHECK ("orders"."pieces" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"min_spend" numeric(14, 2) DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_redemptions" integer NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_type_ck" CHECK ("coupon_codes"."type" in ('DISCOUNT_AMOUNT','DISCOUNT_RATE','FREE_INSURANCE')),
	CONSTRAINT "coupon_codes_redeemed_ck" CHECK ("coupon_codes"."redeemed_count" >= 0 and "coupon_codes"."redeemed_count" <= "coupon_codes"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"min_spend" numeric(14, 2) DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_on_bill_code" varchar(20),
	"coupon_code_id" integer,
	"redeemed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_ck" CHECK ("coupons"."type" in ('DISCOUNT_AMOUNT','DISCOUNT_RATE','FREE_INSURANCE'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"category" varchar(32) NOT NULL,
	"bill_code" varchar(20),
	"content" text NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'SUBMITTED' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_kind_ck" CHECK ("complaints"."kind" in ('COMPLAINT','SUGGESTION')),
	CONSTRAINT "complaints_status_ck" CHECK ("complaints"."status" in ('SUBMITTED','PROCESSING','REPLIED','CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "exchange_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points_spent" integer NOT NULL,
	"status" varchar(16) DEFAULT 'SUBMITTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_records_quantity_ck" CHECK ("exchange_records"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"level_code" varchar(16) NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_accounts_points_ck" CHECK ("member_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_id" varchar(100) NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"image_url" varchar(255),
	"is_enable" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_goods_stock_ck" CHECK ("member_goods"."stock" >= 0),
	CONSTRAINT "member_goods_cost_ck" CHECK ("member_goods"."points_cost" > 0),
	CONSTRAINT "member_goods_enable_ck" CHECK ("member_goods"."is_enable" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name_zh" varchar(32) NOT NULL,
	"name_en" varchar(32) NOT NULL,
	"name_id" varchar(32) NOT NULL,
	"growth_start" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"change" integer NOT NULL,
	"reason" varchar(24) NOT NULL,
	"ref_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_notes" ADD CONSTRAINT "feedback_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_notes" ADD CONSTRAINT "feedback_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_reads" ADD CONSTRAINT "privacy_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_customer_id_customers_id_fk" FOREIGN KEY ("parent_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_traces" ADD CONSTRAINT "order_traces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_traces" ADD CONSTRAINT "order_traces_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_coupon_code_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_records" ADD CONSTRAINT "exchange_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_records" ADD CONSTRAINT "exchange_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_records" ADD CONSTRAINT "exchange_records_goods_id_member_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."member_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_level_code_member_levels_code_fk" FOREIGN KEY ("level_code") REFERENCES "public"."member_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_type_code_uq" ON "dict_items" USING btree ("dict_type","code");--> statement-breakpoint
CREATE INDEX "email_codes_user_idx" ON "email_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "email_codes_hash_idx" ON "email_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "feedback_notes_user_idx" ON "feedback_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_code_idx" ON "login_attempts" USING btree ("login_code","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_code_version_uq" ON "privacy_agreements" USING btree ("code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_reads_uq" ON "privacy_reads" USING btree ("user_id","code","version","channel");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "order_traces_order_time_idx" ON "order_traces" USING btree ("order_id","scan_time");--> statement-breakpoint
CREATE INDEX "order_traces_customer_idx" ON "order_traces" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bill_code_uq" ON "orders" USING btree ("bill_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_order_no_uq" ON "orders" USING btree ("customer_id","customer_order_no");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_code_uq" ON "coupon_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_customer_code_once_uq" ON "coupons" USING btree ("customer_id","coupon_code_id");--> statement-breakpoint
CREATE INDEX "coupons_customer_valid_idx" ON "coupons" USING btree ("customer_id","valid_to");--> statement-breakpoint
CREATE INDEX "complaints_customer_created_idx" ON "complaints" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_records_customer_created_idx" ON "exchange_records" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_customer_created_idx" ON "points_ledger" USING btree ("customer_id","created_at");