ALTER TABLE "exchange_records" ADD COLUMN "delivery_name" varchar(60);--> statement-breakpoint
ALTER TABLE "exchange_records" ADD COLUMN "delivery_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "exchange_records" ADD COLUMN "delivery_address" varchar(300);--> statement-breakpoint
ALTER TABLE "member_goods" ADD COLUMN "physical" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written: the seeded e-wallet voucher is not sent anywhere (the other seeded goods are).
UPDATE "member_goods" SET "physical" = false WHERE "name_en" LIKE 'E-wallet voucher%';
