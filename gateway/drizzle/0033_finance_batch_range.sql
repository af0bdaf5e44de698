ALTER TABLE "cod_batches" ADD COLUMN "lines_after_day" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cod_batches_customer_cut_off_idx" ON "cod_batches" USING btree ("customer_id","cut_off_day");--> statement-breakpoint
CREATE INDEX "cod_lines_collected_payout_idx" ON "cod_lines" USING btree ("customer_id","expected_payout_day") WHERE status = 'COLLECTED';--> statement-breakpoint
-- Hand-written: each batch's range starts after the customer's previous cut-off day.
UPDATE "cod_batches" b SET "lines_after_day" = coalesce((
	SELECT max(p."cut_off_day") FROM "cod_batches" p WHERE p."customer_id" = b."customer_id" AND p."id" < b."id"), '');
--> statement-breakpoint
-- Hand-written: a collected line outside every batch but due by the last cut-off day (a late
-- delivery scan, a resolved dispute) is due the day after it, so no batch's range takes it.
UPDATE "cod_lines" l SET "expected_payout_day" = to_char(c."last_cut"::date + 1, 'YYYY-MM-DD')
FROM (SELECT "customer_id", max("cut_off_day") AS "last_cut" FROM "cod_batches" GROUP BY 1) c
WHERE l."customer_id" = c."customer_id" AND l."status" = 'COLLECTED' AND l."batch_id" IS NULL
	AND l."expected_payout_day" <= c."last_cut";
