-- Custom migration (drizzle-kit generate --custom): statement triggers cannot be expressed in the
-- Drizzle schema. They keep cod_line_buckets (schema/cod.ts) like 0008 keeps order_page_buckets.
CREATE FUNCTION "cod_line_buckets_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net")
	SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), count(*), sum("cod_amount" - "commission" - "vat")
	FROM new_rows GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cod_line_buckets_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net")
	SELECT "customer_id", "status", "day", sum(d), sum(n) FROM (
		SELECT "customer_id", "status", "order_page_bucket_day"("created_at") AS "day", -1 AS d,
			-("cod_amount" - "commission" - "vat") AS n FROM old_rows
		UNION ALL
		SELECT "customer_id", "status", "order_page_bucket_day"("created_at") AS "day", 1 AS d,
			"cod_amount" - "commission" - "vat" AS n FROM new_rows
	) changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0 OR sum(n) <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cod_line_buckets_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net")
	SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), -count(*), -sum("cod_amount" - "commission" - "vat")
	FROM old_rows GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cod_lines_buckets_insert" AFTER INSERT ON "cod_lines" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cod_line_buckets_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "cod_lines_buckets_update" AFTER UPDATE ON "cod_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cod_line_buckets_after_update"();
--> statement-breakpoint
CREATE TRIGGER "cod_lines_buckets_delete" AFTER DELETE ON "cod_lines" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cod_line_buckets_after_delete"();
--> statement-breakpoint
INSERT INTO "cod_line_buckets" ("customer_id", "status", "day", "lines", "net")
SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), count(*), sum("cod_amount" - "commission" - "vat")
FROM "cod_lines" GROUP BY 1, 2, 3;
