-- Hand-written: the COD fee an order shows is its COD commission (max(3 %, Rp 3,000), the default
-- COD terms; lib/parcel/freight.ts codFee). Orders created under the old estimate (at least
-- Rp 2,500) with a fee below the minimum get the minimum, and their total with it. Issued
-- statements are left as issued.
UPDATE "orders"
SET "total_fee" = "total_fee" + (3000 - "cod_fee"), "cod_fee" = 3000
WHERE "cod_amount" > 0 AND "cod_fee" < 3000;
