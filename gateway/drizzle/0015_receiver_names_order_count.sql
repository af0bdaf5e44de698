-- order_receiver_names only grew: a name whose orders were all deleted or renamed stayed, and kept
-- matching searches, which then read the orders' name index for nothing. Each name now counts its
-- orders, kept by the same triggers in the order's transaction, and its row goes when the count
-- reaches 0. Writers of a name meet on its row (the counter), so a name is never removed while
-- another transaction adds an order under it; the names a statement writes are taken in
-- (customer_id, receiver_name) order, so two statements sharing names do not deadlock.
ALTER TABLE "order_receiver_names" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "order_receiver_names" AS r SET "order_count" = c.n
FROM (SELECT "customer_id", "receiver_name", count(*) AS n FROM "orders" GROUP BY 1, 2) AS c
WHERE r."customer_id" = c."customer_id" AND r."receiver_name" = c."receiver_name";--> statement-breakpoint
DELETE FROM "order_receiver_names" WHERE "order_count" = 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_receiver_names_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_receiver_names" AS r ("customer_id", "receiver_name", "order_count")
	SELECT "customer_id", "receiver_name", count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("customer_id", "receiver_name") DO UPDATE SET "order_count" = r."order_count" + excluded."order_count";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_receiver_names_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	remaining integer;
BEGIN
	INSERT INTO "order_receiver_names" AS r ("customer_id", "receiver_name", "order_count")
	VALUES (NEW."customer_id", NEW."receiver_name", 1)
	ON CONFLICT ("customer_id", "receiver_name") DO UPDATE SET "order_count" = r."order_count" + 1;
	UPDATE "order_receiver_names" SET "order_count" = "order_count" - 1
	WHERE "customer_id" = OLD."customer_id" AND "receiver_name" = OLD."receiver_name"
	RETURNING "order_count" INTO remaining;
	IF remaining = 0 THEN
		DELETE FROM "order_receiver_names"
		WHERE "customer_id" = OLD."customer_id" AND "receiver_name" = OLD."receiver_name";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_receiver_names_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "order_receiver_names" AS r
	JOIN (SELECT DISTINCT "customer_id", "receiver_name" FROM old_rows) AS o
		ON r."customer_id" = o."customer_id" AND r."receiver_name" = o."receiver_name"
	ORDER BY r."customer_id", r."receiver_name" FOR UPDATE OF r;
	UPDATE "order_receiver_names" AS r SET "order_count" = r."order_count" - g.n
	FROM (SELECT "customer_id", "receiver_name", count(*) AS n FROM old_rows GROUP BY 1, 2) AS g
	WHERE r."customer_id" = g."customer_id" AND r."receiver_name" = g."receiver_name";
	DELETE FROM "order_receiver_names" AS r
	USING (SELECT DISTINCT "customer_id", "receiver_name" FROM old_rows) AS o
	WHERE r."customer_id" = o."customer_id" AND r."receiver_name" = o."receiver_name" AND r."order_count" <= 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_receiver_names_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_receiver_names_after_delete"();
