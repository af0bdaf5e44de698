ALTER TABLE "monthly_statement_lines" ADD COLUMN "settled_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: lines settled before per-charge settlement were settled whole (their freight netted).
UPDATE "monthly_statement_lines" SET "settled_amount" = "line_total" WHERE "settled_batch_no" IS NOT NULL;
