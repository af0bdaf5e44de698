CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"biz_type" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"category_id" integer,
	"name" varchar(64) NOT NULL,
	"goods_type" varchar(16) NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"length" numeric(10, 2) DEFAULT 0 NOT NULL,
	"width" numeric(10, 2) DEFAULT 0 NOT NULL,
	"height" numeric(10, 2) DEFAULT 0 NOT NULL,
	"declared_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"is_enable" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_templates_is_enable_ck" CHECK ("goods_templates"."is_enable" in (1, 2)),
	CONSTRAINT "goods_templates_weight_ck" CHECK ("goods_templates"."weight" > 0 and "goods_templates"."weight" <= 9999)
);
--> statement-breakpoint
CREATE TABLE "list_columns" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"list_key" varchar(64) NOT NULL,
	"choose_field" varchar(64) NOT NULL,
	"view_flag" smallint NOT NULL,
	"icon_flag" smallint NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_columns_user_id_list_key_choose_field_pk" PRIMARY KEY("user_id","list_key","choose_field"),
	CONSTRAINT "list_columns_flags_ck" CHECK ("list_columns"."view_flag" in (0, 1) and "list_columns"."icon_flag" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"path" varchar(64) NOT NULL,
	"code" varchar(24) NOT NULL,
	"name" varchar(120) NOT NULL,
	"level" smallint NOT NULL,
	"type_id" smallint NOT NULL,
	"is_enable" smallint DEFAULT 1 NOT NULL,
	"abnormal_name" jsonb,
	"region_code" varchar(16),
	CONSTRAINT "networks_is_enable_ck" CHECK ("networks"."is_enable" in (1, 2)),
	CONSTRAINT "networks_level_ck" CHECK ("networks"."level" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"parent_code" varchar(16),
	"level" smallint NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_effective_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_effective_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(24) NOT NULL,
	"name" jsonb NOT NULL,
	"is_enable" smallint DEFAULT 1 NOT NULL,
	"province_codes" text[],
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "time_effective_types_is_enable_ck" CHECK ("time_effective_types"."is_enable" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "weight_bands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weight_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(32) NOT NULL,
	"start" numeric(10, 3) NOT NULL,
	"end" numeric(10, 3) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "weight_bands_range_ck" CHECK ("weight_bands"."start" < "weight_bands"."end")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_parent_id_goods_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."goods_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_templates" ADD CONSTRAINT "goods_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_templates" ADD CONSTRAINT "goods_templates_category_id_goods_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_templates" ADD CONSTRAINT "goods_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_columns" ADD CONSTRAINT "list_columns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_columns" ADD CONSTRAINT "list_columns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_parent_id_networks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_uq" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_customer_idx" ON "files" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_categories_customer_idx" ON "goods_categories" USING btree ("customer_id","parent_id");--> statement-breakpoint
CREATE INDEX "goods_templates_customer_created_idx" ON "goods_templates" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_templates_category_idx" ON "goods_templates" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_code_uq" ON "networks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "networks_parent_idx" ON "networks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "networks_level_code_idx" ON "networks" USING btree ("level","code");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "time_effective_types_code_uq" ON "time_effective_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "weight_bands_name_uq" ON "weight_bands" USING btree ("name");