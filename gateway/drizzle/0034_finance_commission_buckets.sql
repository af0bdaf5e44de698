ALTER TABLE "cod_line_buckets" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_line_buckets" ADD COLUMN "vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (like 0031, whose functions these replace): the triggers keep the commission and
-- VAT beside the count and the net.
CREATE OR REPLACE FUNCTION "cod_line_buckets_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net", "commission", "vat")
	SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), count(*), sum("cod_amount" - "commission" - "vat"),
		sum("commission"), sum("vat")
	FROM new_rows GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cod_line_buckets_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net", "commission", "vat")
	SELECT "customer_id", "status", "day", sum(d), sum(n), sum(c), sum(v) FROM (
		SELECT "customer_id", "status", "order_page_bucket_day"("created_at") AS "day", -1 AS d,
			-("cod_amount" - "commission" - "vat") AS n, -"commission" AS c, -"vat" AS v FROM old_rows
		UNION ALL
		SELECT "customer_id", "status", "order_page_bucket_day"("created_at") AS "day", 1 AS d,
			"cod_amount" - "commission" - "vat" AS n, "commission" AS c, "vat" AS v FROM new_rows
	) changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0 OR sum(n) <> 0 OR sum(c) <> 0 OR sum(v) <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cod_line_buckets_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net", "commission", "vat")
	SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), -count(*), -sum("cod_amount" - "commission" - "vat"),
		-sum("commission"), -sum("vat")
	FROM old_rows GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Hand-written: the buckets again from the lines, as the shipper sees them (a collected line a
-- batch's range covers is IN_BATCH), now with their commission and VAT.
DELETE FROM "cod_line_buckets";
--> statement-breakpoint
INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net", "commission", "vat")
SELECT l."customer_id",
	CASE WHEN l."status" = 'COLLECTED' AND EXISTS (SELECT 1 FROM "cod_batches" b WHERE b."customer_id" = l."customer_id"
		AND l."expected_payout_day" > b."lines_after_day" AND l."expected_payout_day" <= b."cut_off_day")
	THEN 'IN_BATCH' ELSE l."status" END,
	"order_page_bucket_day"(l."created_at"), count(*), sum(l."cod_amount" - l."commission" - l."vat"),
	sum(l."commission"), sum(l."vat")
FROM "cod_lines" l GROUP BY 1, 2, 3;
