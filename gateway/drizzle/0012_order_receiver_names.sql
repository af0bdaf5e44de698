-- Receiver-name search through each customer's distinct names (order_receiver_names, kept by the
-- triggers below); the orders' own trigram index of names is no longer read, and goes.
CREATE TABLE "order_receiver_names" (
	"customer_id" integer NOT NULL,
	"receiver_name" varchar(100) NOT NULL,
	CONSTRAINT "order_receiver_names_customer_id_receiver_name_pk" PRIMARY KEY("customer_id","receiver_name")
);
--> statement-breakpoint
DROP INDEX "orders_receiver_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "order_receiver_names_name_trgm_idx" ON "order_receiver_names" USING gin ("receiver_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_receiver_name_idx" ON "orders" USING btree ("customer_id","receiver_name","created_at","id");
--> statement-breakpoint
CREATE FUNCTION "order_receiver_names_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_receiver_names" ("customer_id", "receiver_name")
	SELECT DISTINCT "customer_id", "receiver_name" FROM new_rows
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_receiver_names_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_receiver_names" ("customer_id", "receiver_name")
	VALUES (NEW."customer_id", NEW."receiver_name")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_receiver_names_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_receiver_names_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_receiver_names_update" AFTER UPDATE OF "customer_id", "receiver_name" ON "orders"
	FOR EACH ROW WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id" OR OLD."receiver_name" IS DISTINCT FROM NEW."receiver_name")
	EXECUTE FUNCTION "order_receiver_names_after_update"();
--> statement-breakpoint
INSERT INTO "order_receiver_names" ("customer_id", "receiver_name")
SELECT DISTINCT "customer_id", "receiver_name" FROM "orders"
ON CONFLICT DO NOTHING;
