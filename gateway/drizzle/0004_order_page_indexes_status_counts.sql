CREATE TABLE "order_status_counts" (
	"customer_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_customer_created_idx";--> statement-breakpoint
DROP INDEX "orders_customer_status_idx";--> statement-breakpoint
CREATE INDEX "order_status_counts_customer_idx" ON "order_status_counts" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "orders_customer_created_id_idx" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_status_created_id_idx" ON "orders" USING btree ("customer_id","status","created_at","id");--> statement-breakpoint
CREATE FUNCTION "order_status_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_status_counts" ("customer_id", "status", "delta")
	SELECT "customer_id", "status", count(*) FROM new_rows GROUP BY 1, 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_status_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_status_counts" ("customer_id", "status", "delta")
	SELECT "customer_id", "status", sum(d) FROM (
		SELECT "customer_id", "status", -1 AS d FROM old_rows
		UNION ALL
		SELECT "customer_id", "status", 1 AS d FROM new_rows
	) changed GROUP BY 1, 2 HAVING sum(d) <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_status_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_status_counts" ("customer_id", "status", "delta")
	SELECT "customer_id", "status", -count(*) FROM old_rows GROUP BY 1, 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_after_delete"();
--> statement-breakpoint
INSERT INTO "order_status_counts" ("customer_id", "status", "delta")
SELECT "customer_id", "status", count(*) FROM "orders" GROUP BY 1, 2;
