CREATE TABLE "order_sender_counts" (
	"customer_id" integer NOT NULL,
	"sender_key" varchar(16) NOT NULL,
	"status" varchar(24) NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_sender_counts_customer_key_idx" ON "order_sender_counts" USING btree ("customer_id","sender_key","status");--> statement-breakpoint
CREATE FUNCTION "order_sender_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_sender_counts" ("customer_id", "sender_key", "status", "delta")
	SELECT "customer_id", "sender_key", "status", count(*) FROM new_rows WHERE "sender_key" IS NOT NULL GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_sender_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_sender_counts" ("customer_id", "sender_key", "status", "delta")
	SELECT "customer_id", "sender_key", "status", sum(d) FROM (
		SELECT "customer_id", "sender_key", "status", -1 AS d FROM old_rows WHERE "sender_key" IS NOT NULL
		UNION ALL
		SELECT "customer_id", "sender_key", "status", 1 AS d FROM new_rows WHERE "sender_key" IS NOT NULL
	) changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_sender_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_sender_counts" ("customer_id", "sender_key", "status", "delta")
	SELECT "customer_id", "sender_key", "status", -count(*) FROM old_rows WHERE "sender_key" IS NOT NULL GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sender_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_sender_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_sender_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_sender_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_sender_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_sender_counts_after_delete"();
--> statement-breakpoint
INSERT INTO "order_sender_counts" ("customer_id", "sender_key", "status", "delta")
SELECT "customer_id", "sender_key", "status", count(*) FROM "orders" WHERE "sender_key" IS NOT NULL GROUP BY 1, 2, 3;
