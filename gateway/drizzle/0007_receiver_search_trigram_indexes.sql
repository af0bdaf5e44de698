-- Trigram indexes for the substring searches of order lists (receiver name and phone, ILIKE / LIKE '%…%').
-- pg_trgm is a trusted contrib extension (PostgreSQL 13+): the database owner may create it. PGlite
-- ships it as a contrib bundle that the gateway passes at creation (src/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_receiver_name_trgm_idx" ON "orders" USING gin ("receiver_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_receiver_phone_trgm_idx" ON "orders" USING gin ("receiver_phone" gin_trgm_ops);