CREATE TABLE "import_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"column_name" varchar(64),
	"message_code" varchar(64) NOT NULL,
	"params" jsonb,
	"row_data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"created_by" integer,
	"file_name" varchar(255) NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"is_filter_repeat" integer DEFAULT 1 NOT NULL,
	"status" varchar(16) DEFAULT 'UPLOADED' NOT NULL,
	"failure_code" varchar(48),
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"repeat_rows" integer DEFAULT 0 NOT NULL,
	"inserted_rows" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "label_configs" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"default_style" varchar(16) DEFAULT 'THERMAL_100x150' NOT NULL,
	"print_cod" integer DEFAULT 1 NOT NULL,
	"discount_print" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_customer_status_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sender_district_code" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_district_code" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "length_cm" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "width_cm" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "height_cm" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "volumetric_weight_kg" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "chargeable_weight_kg" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_type" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(16) DEFAULT 'MONTHLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "insurance_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remark" varchar(255);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "signer" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "import_task_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_task_id_import_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."import_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD CONSTRAINT "import_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD CONSTRAINT "import_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_configs" ADD CONSTRAINT "label_configs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_errors_task_row_idx" ON "import_errors" USING btree ("task_id","row_no");--> statement-breakpoint
CREATE INDEX "import_tasks_customer_created_idx" ON "import_tasks" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "import_tasks_customer_hash_idx" ON "import_tasks" USING btree ("customer_id","file_hash");--> statement-breakpoint
CREATE INDEX "orders_import_task_idx" ON "orders" USING btree ("import_task_id");--> statement-breakpoint
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_weight_ck" CHECK ("orders"."weight_kg" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_ck" CHECK ("orders"."cod_amount" >= 0);