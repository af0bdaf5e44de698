ALTER TABLE "claims" ADD COLUMN "info_request" varchar(32);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "appeal_reason" varchar(1000);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_reference" varchar(32);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "claims_bank_payout_idx" ON "claims" USING btree ("decided_at") WHERE "claims"."status" = 'APPROVED' and "claims"."payout_method" = 'BANK_TRANSFER';--> statement-breakpoint
CREATE INDEX "problem_parcels_open_count_idx" ON "problem_parcels" USING btree ("customer_id") WHERE "problem_parcels"."status" in ('AWAITING_SHIPPER','HOLD');--> statement-breakpoint
CREATE INDEX "tickets_escalation_idx" ON "tickets" USING btree ("resolve_due_at") WHERE "tickets"."escalated_at" is null and "tickets"."status" not in ('RESOLVED','CLOSED');--> statement-breakpoint
-- The settings these columns came with (db/seed/service-data.ts), for a database seeded before them: an operator's own values stay.
INSERT INTO "service_settings" ("key", "value") VALUES ('claimAppealDays', 14), ('attachmentLinkSeconds', 900) ON CONFLICT ("key") DO NOTHING;
