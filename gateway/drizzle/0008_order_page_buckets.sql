CREATE TABLE "order_page_buckets" (
	"customer_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"day" integer NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_page_buckets_customer_day_idx" ON "order_page_buckets" USING btree ("customer_id","day");--> statement-breakpoint
CREATE FUNCTION "order_page_bucket_day"(created_at timestamptz) RETURNS integer
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN floor(extract(epoch FROM created_at) / 86400)::integer;
--> statement-breakpoint
CREATE FUNCTION "order_page_buckets_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_page_buckets" ("customer_id", "status", "day", "delta")
	SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), count(*) FROM new_rows GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_page_buckets_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_page_buckets" ("customer_id", "status", "day", "delta")
	SELECT "customer_id", "status", "day", sum(d) FROM (
		SELECT "customer_id", "status", "order_page_bucket_day"("created_at") AS "day", -1 AS d FROM old_rows
		UNION ALL
		SELECT "customer_id", "status", "order_page_bucket_day"("created_at") AS "day", 1 AS d FROM new_rows
	) changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_page_buckets_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_page_buckets" ("customer_id", "status", "day", "delta")
	SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), -count(*) FROM old_rows GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_page_buckets_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_page_buckets_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_page_buckets_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_page_buckets_after_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_page_buckets_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_page_buckets_after_delete"();
--> statement-breakpoint
INSERT INTO "order_page_buckets" ("customer_id", "status", "day", "delta")
SELECT "customer_id", "status", "order_page_bucket_day"("created_at"), count(*) FROM "orders" GROUP BY 1, 2, 3;
