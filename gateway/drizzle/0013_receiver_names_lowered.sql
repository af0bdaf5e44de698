DROP INDEX "order_receiver_names_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "order_receiver_names" ADD COLUMN "receiver_name_lower" varchar(100) GENERATED ALWAYS AS (lower(receiver_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "order_receiver_names_lower_trgm_idx" ON "order_receiver_names" USING gin ("receiver_name_lower" gin_trgm_ops);