CREATE TABLE "report_city_days" (
	"customer_id" integer NOT NULL,
	"day" integer NOT NULL,
	"sender_key" varchar(16),
	"created_by" integer,
	"product_type" varchar(16) NOT NULL,
	"receiver_province" varchar(64) NOT NULL,
	"receiver_city" varchar(64) NOT NULL,
	"orders" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cod_days" (
	"customer_id" integer NOT NULL,
	"day" integer NOT NULL,
	"sender_key" varchar(16),
	"created_by" integer,
	"product_type" varchar(16) NOT NULL,
	"status" varchar(20) NOT NULL,
	"lines" bigint NOT NULL,
	"cod_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_lead_hours" (
	"customer_id" integer NOT NULL,
	"day" integer NOT NULL,
	"sender_key" varchar(16),
	"created_by" integer,
	"product_type" varchar(16) NOT NULL,
	"receiver_province" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"hours" integer NOT NULL,
	"orders" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_order_days" (
	"customer_id" integer NOT NULL,
	"day" integer NOT NULL,
	"sender_key" varchar(16),
	"created_by" integer,
	"product_type" varchar(16) NOT NULL,
	"receiver_province" varchar(64) NOT NULL,
	"status" varchar(24) NOT NULL,
	"signer_type" varchar(8) NOT NULL,
	"cod" boolean NOT NULL,
	"orders" bigint NOT NULL,
	"picked_up" bigint NOT NULL,
	"picked_same_day" bigint NOT NULL,
	"freight_fee" numeric(18, 2) NOT NULL,
	"insurance_fee" numeric(18, 2) NOT NULL,
	"cod_fee" numeric(18, 2) NOT NULL,
	"cod_amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_signed_days" (
	"customer_id" integer NOT NULL,
	"day" integer NOT NULL,
	"sender_key" varchar(16),
	"created_by" integer,
	"product_type" varchar(16) NOT NULL,
	"receiver_province" varchar(64) NOT NULL,
	"orders" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "report_city_days_customer_day_idx" ON "report_city_days" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "report_cod_days_customer_day_idx" ON "report_cod_days" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "report_lead_hours_customer_day_idx" ON "report_lead_hours" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "report_order_days_customer_day_idx" ON "report_order_days" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "report_signed_days_customer_day_idx" ON "report_signed_days" USING btree ("customer_id","day");
--> statement-breakpoint
-- Custom part (drizzle-kit cannot express statement triggers): the reports' read model
-- (schema/reports.ts) kept by statement triggers of `orders` and `cod_lines` as deltas, like 0008
-- keeps order_page_buckets, and `orders.picked_up_at` kept by a statement trigger of `order_traces`.
-- The backfill fills picked_up_at from the traces first, then every table from the rows as they are.
CREATE FUNCTION "report_wib_day"(at timestamptz) RETURNS integer
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN floor((extract(epoch FROM at) + 25200) / 86400)::integer;
--> statement-breakpoint
UPDATE "orders" SET "picked_up_at" = p."first_scan"
FROM (SELECT "order_id", min("scan_time") AS "first_scan" FROM "order_traces" WHERE "status" = 'PICKED_UP' GROUP BY 1) p
WHERE "orders"."id" = p."order_id";
--> statement-breakpoint
CREATE FUNCTION "orders_picked_up_after_trace_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "orders" SET "picked_up_at" = p."first_scan"
	FROM (SELECT "order_id", min("scan_time") AS "first_scan" FROM new_rows WHERE "status" = 'PICKED_UP' GROUP BY 1) p
	WHERE "orders"."id" = p."order_id" AND ("orders"."picked_up_at" IS NULL OR "orders"."picked_up_at" > p."first_scan");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_traces_picked_up_insert" AFTER INSERT ON "order_traces" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "orders_picked_up_after_trace_insert"();
--> statement-breakpoint
CREATE FUNCTION "report_orders_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "report_order_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", "orders", "picked_up", "picked_same_day", "freight_fee", "insurance_fee", "cod_fee", "cod_amount")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", sum(d), sum(d * "up"), sum(d * "same"), sum(d * "freight_fee"), sum(d * "insurance_fee"), sum(d * "cod_fee"), sum(d * "cod_amount") FROM (
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "status", CASE WHEN "signer" IS NULL THEN '' WHEN "signer" = "receiver_name" THEN 'SELF' ELSE 'OTHER' END AS "signer_type", "cod_amount" > 0 AS "cod", (CASE WHEN "picked_up_at" IS NULL THEN 0 ELSE 1 END) AS "up", (CASE WHEN report_wib_day("picked_up_at") = report_wib_day("created_at") THEN 1 ELSE 0 END) AS "same", "freight_fee", "insurance_fee", "cod_fee", "cod_amount" FROM new_rows
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
	INSERT INTO "report_city_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", sum(d) FROM (
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city" FROM new_rows
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7;
	INSERT INTO "report_signed_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", sum(d) FROM (
		SELECT 1 AS d, "customer_id", report_wib_day("signed_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province" FROM new_rows WHERE "signed_at" IS NOT NULL
	) changed GROUP BY 1, 2, 3, 4, 5, 6;
	INSERT INTO "report_lead_hours" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", sum(d) FROM (
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'PICKUP' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("picked_up_at" - "created_at")) / 3600)))::integer AS "hours" FROM new_rows WHERE "picked_up_at" IS NOT NULL
		UNION ALL
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'DELIVERY' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("signed_at" - "picked_up_at")) / 3600)))::integer AS "hours" FROM new_rows WHERE "picked_up_at" IS NOT NULL AND "signed_at" IS NOT NULL
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_orders_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "report_order_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", "orders", "picked_up", "picked_same_day", "freight_fee", "insurance_fee", "cod_fee", "cod_amount")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", sum(d), sum(d * "up"), sum(d * "same"), sum(d * "freight_fee"), sum(d * "insurance_fee"), sum(d * "cod_fee"), sum(d * "cod_amount") FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "status", CASE WHEN "signer" IS NULL THEN '' WHEN "signer" = "receiver_name" THEN 'SELF' ELSE 'OTHER' END AS "signer_type", "cod_amount" > 0 AS "cod", (CASE WHEN "picked_up_at" IS NULL THEN 0 ELSE 1 END) AS "up", (CASE WHEN report_wib_day("picked_up_at") = report_wib_day("created_at") THEN 1 ELSE 0 END) AS "same", "freight_fee", "insurance_fee", "cod_fee", "cod_amount" FROM old_rows
		UNION ALL
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "status", CASE WHEN "signer" IS NULL THEN '' WHEN "signer" = "receiver_name" THEN 'SELF' ELSE 'OTHER' END AS "signer_type", "cod_amount" > 0 AS "cod", (CASE WHEN "picked_up_at" IS NULL THEN 0 ELSE 1 END) AS "up", (CASE WHEN report_wib_day("picked_up_at") = report_wib_day("created_at") THEN 1 ELSE 0 END) AS "same", "freight_fee", "insurance_fee", "cod_fee", "cod_amount" FROM new_rows
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(d) <> 0 OR sum(d * "up") <> 0 OR sum(d * "same") <> 0 OR sum(d * "freight_fee") <> 0 OR sum(d * "insurance_fee") <> 0 OR sum(d * "cod_fee") <> 0 OR sum(d * "cod_amount") <> 0;
	INSERT INTO "report_city_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", sum(d) FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city" FROM old_rows
		UNION ALL
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city" FROM new_rows
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d) <> 0;
	INSERT INTO "report_signed_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", sum(d) FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("signed_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province" FROM old_rows WHERE "signed_at" IS NOT NULL
		UNION ALL
		SELECT 1 AS d, "customer_id", report_wib_day("signed_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province" FROM new_rows WHERE "signed_at" IS NOT NULL
	) changed GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0;
	INSERT INTO "report_lead_hours" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", sum(d) FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'PICKUP' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("picked_up_at" - "created_at")) / 3600)))::integer AS "hours" FROM old_rows WHERE "picked_up_at" IS NOT NULL
		UNION ALL
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'DELIVERY' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("signed_at" - "picked_up_at")) / 3600)))::integer AS "hours" FROM old_rows WHERE "picked_up_at" IS NOT NULL AND "signed_at" IS NOT NULL
		UNION ALL
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'PICKUP' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("picked_up_at" - "created_at")) / 3600)))::integer AS "hours" FROM new_rows WHERE "picked_up_at" IS NOT NULL
		UNION ALL
		SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'DELIVERY' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("signed_at" - "picked_up_at")) / 3600)))::integer AS "hours" FROM new_rows WHERE "picked_up_at" IS NOT NULL AND "signed_at" IS NOT NULL
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(d) <> 0;
	-- an order whose sender key, creator or creation day changes takes its COD line along
	INSERT INTO "report_cod_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "status", "lines", "cod_amount")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "status", sum(d), sum(d * "cod_amount") FROM (
		SELECT -1 AS d, l."customer_id", report_wib_day(o."created_at") AS "day", o."sender_key", o."created_by", l."product_type", l."status", l."cod_amount"
		FROM old_rows o JOIN "cod_lines" l ON l."order_id" = o."id"
		UNION ALL
		SELECT 1 AS d, l."customer_id", report_wib_day(o."created_at") AS "day", o."sender_key", o."created_by", l."product_type", l."status", l."cod_amount"
		FROM new_rows o JOIN "cod_lines" l ON l."order_id" = o."id"
	) changed GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 OR sum(d * "cod_amount") <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_orders_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "report_order_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", "orders", "picked_up", "picked_same_day", "freight_fee", "insurance_fee", "cod_fee", "cod_amount")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", sum(d), sum(d * "up"), sum(d * "same"), sum(d * "freight_fee"), sum(d * "insurance_fee"), sum(d * "cod_fee"), sum(d * "cod_amount") FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "status", CASE WHEN "signer" IS NULL THEN '' WHEN "signer" = "receiver_name" THEN 'SELF' ELSE 'OTHER' END AS "signer_type", "cod_amount" > 0 AS "cod", (CASE WHEN "picked_up_at" IS NULL THEN 0 ELSE 1 END) AS "up", (CASE WHEN report_wib_day("picked_up_at") = report_wib_day("created_at") THEN 1 ELSE 0 END) AS "same", "freight_fee", "insurance_fee", "cod_fee", "cod_amount" FROM old_rows
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
	INSERT INTO "report_city_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", sum(d) FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city" FROM old_rows
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7;
	INSERT INTO "report_signed_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", sum(d) FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("signed_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province" FROM old_rows WHERE "signed_at" IS NOT NULL
	) changed GROUP BY 1, 2, 3, 4, 5, 6;
	INSERT INTO "report_lead_hours" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", "orders")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", sum(d) FROM (
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'PICKUP' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("picked_up_at" - "created_at")) / 3600)))::integer AS "hours" FROM old_rows WHERE "picked_up_at" IS NOT NULL
		UNION ALL
		SELECT -1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'DELIVERY' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("signed_at" - "picked_up_at")) / 3600)))::integer AS "hours" FROM old_rows WHERE "picked_up_at" IS NOT NULL AND "signed_at" IS NOT NULL
	) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_cod_lines_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "report_cod_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "status", "lines", "cod_amount")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "status", sum(d), sum(d * "cod_amount") FROM (
		SELECT 1 AS d, l."customer_id", report_wib_day(o."created_at") AS "day", o."sender_key", o."created_by", l."product_type", l."status", l."cod_amount"
		FROM new_rows l JOIN "orders" o ON o."id" = l."order_id"
	) changed GROUP BY 1, 2, 3, 4, 5, 6;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_cod_lines_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "report_cod_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "status", "lines", "cod_amount")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "status", sum(d), sum(d * "cod_amount") FROM (
		SELECT -1 AS d, l."customer_id", report_wib_day(o."created_at") AS "day", o."sender_key", o."created_by", l."product_type", l."status", l."cod_amount"
		FROM old_rows l JOIN "orders" o ON o."id" = l."order_id"
		UNION ALL
		SELECT 1 AS d, l."customer_id", report_wib_day(o."created_at") AS "day", o."sender_key", o."created_by", l."product_type", l."status", l."cod_amount"
		FROM new_rows l JOIN "orders" o ON o."id" = l."order_id"
	) changed GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 OR sum(d * "cod_amount") <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_cod_lines_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "report_cod_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "status", "lines", "cod_amount")
	SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "status", sum(d), sum(d * "cod_amount") FROM (
		SELECT -1 AS d, l."customer_id", report_wib_day(o."created_at") AS "day", o."sender_key", o."created_by", l."product_type", l."status", l."cod_amount"
		FROM old_rows l JOIN "orders" o ON o."id" = l."order_id"
	) changed GROUP BY 1, 2, 3, 4, 5, 6;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_reports_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "report_orders_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_reports_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "report_orders_after_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_reports_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "report_orders_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "cod_lines_reports_insert" AFTER INSERT ON "cod_lines" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "report_cod_lines_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "cod_lines_reports_update" AFTER UPDATE ON "cod_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "report_cod_lines_after_update"();
--> statement-breakpoint
CREATE TRIGGER "cod_lines_reports_delete" AFTER DELETE ON "cod_lines" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "report_cod_lines_after_delete"();
--> statement-breakpoint
INSERT INTO "report_order_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", "orders", "picked_up", "picked_same_day", "freight_fee", "insurance_fee", "cod_fee", "cod_amount")
SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "status", "signer_type", "cod", sum(d), sum(d * "up"), sum(d * "same"), sum(d * "freight_fee"), sum(d * "insurance_fee"), sum(d * "cod_fee"), sum(d * "cod_amount") FROM (
	SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "status", CASE WHEN "signer" IS NULL THEN '' WHEN "signer" = "receiver_name" THEN 'SELF' ELSE 'OTHER' END AS "signer_type", "cod_amount" > 0 AS "cod", (CASE WHEN "picked_up_at" IS NULL THEN 0 ELSE 1 END) AS "up", (CASE WHEN report_wib_day("picked_up_at") = report_wib_day("created_at") THEN 1 ELSE 0 END) AS "same", "freight_fee", "insurance_fee", "cod_fee", "cod_amount" FROM "orders"
) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO "report_city_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", "orders")
SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city", sum(d) FROM (
	SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", "receiver_city" FROM "orders"
) changed GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "report_signed_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "orders")
SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", sum(d) FROM (
	SELECT 1 AS d, "customer_id", report_wib_day("signed_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province" FROM "orders" WHERE "signed_at" IS NOT NULL
) changed GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "report_lead_hours" ("customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", "orders")
SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "receiver_province", "kind", "hours", sum(d) FROM (
	SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'PICKUP' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("picked_up_at" - "created_at")) / 3600)))::integer AS "hours" FROM "orders" WHERE "picked_up_at" IS NOT NULL
	UNION ALL
	SELECT 1 AS d, "customer_id", report_wib_day("created_at") AS "day", "sender_key", "created_by", "product_type", "receiver_province", 'DELIVERY' AS "kind", least(720, greatest(0, floor(extract(epoch FROM ("signed_at" - "picked_up_at")) / 3600)))::integer AS "hours" FROM "orders" WHERE "picked_up_at" IS NOT NULL AND "signed_at" IS NOT NULL
) changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "report_cod_days" ("customer_id", "day", "sender_key", "created_by", "product_type", "status", "lines", "cod_amount")
SELECT "customer_id", "day", "sender_key", "created_by", "product_type", "status", sum(d), sum(d * "cod_amount") FROM (
	SELECT 1 AS d, l."customer_id", report_wib_day(o."created_at") AS "day", o."sender_key", o."created_by", l."product_type", l."status", l."cod_amount"
	FROM "cod_lines" l JOIN "orders" o ON o."id" = l."order_id"
) changed GROUP BY 1, 2, 3, 4, 5, 6;
