-- The coupons of the first shape (demo data only) cannot take the campaign columns below: they are
-- removed here, and the seed writes the demo campaigns and wallets again.
DELETE FROM "coupons";--> statement-breakpoint
DELETE FROM "coupon_codes";--> statement-breakpoint
ALTER TABLE "coupon_codes" DROP CONSTRAINT "coupon_codes_type_ck";--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_type_ck";--> statement-breakpoint
DROP INDEX "coupons_customer_code_once_uq";--> statement-breakpoint
DROP INDEX "coupons_customer_valid_idx";--> statement-breakpoint
ALTER TABLE "coupon_codes" ALTER COLUMN "min_spend" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "coupon_code_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "discount_type" varchar(10) NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "max_discount" bigint;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "product_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "provinces" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "cod_rule" varchar(10) DEFAULT 'ANY' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "per_account_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "stock" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "valid_from" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "valid_to" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "status" varchar(10) DEFAULT 'AVAILABLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_customer_status_idx" ON "coupons" USING btree ("customer_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "coupons_customer_campaign_idx" ON "coupons" USING btree ("customer_id","coupon_code_id");--> statement-breakpoint
CREATE INDEX "coupons_order_idx" ON "coupons" USING btree ("order_id") WHERE "coupons"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "coupon_codes" DROP COLUMN "valid_days";--> statement-breakpoint
ALTER TABLE "coupon_codes" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "type";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "value";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "min_spend";--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_discount_type_ck" CHECK ("coupon_codes"."discount_type" in ('PERCENT','FIXED'));--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_cod_rule_ck" CHECK ("coupon_codes"."cod_rule" in ('ANY','COD_ONLY','NON_COD'));--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_value_ck" CHECK ("coupon_codes"."value" > 0 and ("coupon_codes"."discount_type" <> 'PERCENT' or "coupon_codes"."value" <= 100));--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_product_ck" CHECK ("coupon_codes"."type" <> 'PRODUCT' or cardinality("coupon_codes"."product_types") > 0);--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_stock_ck" CHECK ("coupon_codes"."taken" >= 0 and "coupon_codes"."taken" <= "coupon_codes"."stock");--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_limit_ck" CHECK ("coupon_codes"."per_account_limit" >= 1 and "coupon_codes"."min_spend" >= 0);--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_window_ck" CHECK ("coupon_codes"."valid_from" < "coupon_codes"."valid_to");--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_type_ck" CHECK ("coupon_codes"."type" in ('SHIPPING','PRODUCT'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_status_ck" CHECK ("coupons"."status" in ('AVAILABLE','LOCKED','USED'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_ck" CHECK (("coupons"."status" = 'AVAILABLE') = ("coupons"."order_id" is null));