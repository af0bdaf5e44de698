CREATE TABLE "parcel_returns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"return_bill_code" varchar(20) NOT NULL,
	"reason_code" varchar(32) NOT NULL,
	"fault_group" varchar(12) NOT NULL,
	"outbound_freight" bigint NOT NULL,
	"return_fee" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_returns_fault_group_ck" CHECK ("parcel_returns"."fault_group" in ('COURIER','SHIPPER','RECEIVER')),
	CONSTRAINT "parcel_returns_fee_ck" CHECK ("parcel_returns"."return_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_returns_order_uq" ON "parcel_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_returns_return_bill_code_uq" ON "parcel_returns" USING btree ("return_bill_code");--> statement-breakpoint
CREATE INDEX "parcel_returns_customer_created_idx" ON "parcel_returns" USING btree ("customer_id","created_at","id");