-- goods_templates.goods_type held a value of the goodsType dictionary ('1', '2' ... '99'), while an
-- order takes the dictionary's code ('DOCUMENT', 'CLOTHING' ...): a picked template could not fill
-- an order. Every template's value becomes its code, by the pairs of the dictionary seed
-- (src/db/seed/reference-data.ts; goods-type-migration.test.ts checks the two agree). A value
-- outside those pairs stops the migration, naming it, rather than becoming a wrong code; a row that
-- holds a code already stays as it is.
DO $$
DECLARE
  unknown text;
BEGIN
  SELECT string_agg(format('%L in %s template(s)', goods_type, n), ', ' ORDER BY goods_type) INTO unknown
  FROM (SELECT goods_type, count(*) AS n FROM goods_templates GROUP BY goods_type) AS types
  WHERE goods_type NOT IN ('1', '2', '3', '4', '5', '99',
    'DOCUMENT', 'CLOTHING', 'ELECTRONICS', 'FOOD', 'COSMETICS', 'OTHER');
  IF unknown IS NOT NULL THEN
    RAISE EXCEPTION 'goods_templates.goods_type holds values with no goods-type code: %', unknown
      USING HINT = 'set these templates to a code (DOCUMENT, CLOTHING, ELECTRONICS, FOOD, COSMETICS, OTHER), then migrate again';
  END IF;
END $$;--> statement-breakpoint
UPDATE "goods_templates" AS t SET "goods_type" = m.code
FROM (VALUES ('1', 'DOCUMENT'), ('2', 'CLOTHING'), ('3', 'ELECTRONICS'), ('4', 'FOOD'), ('5', 'COSMETICS'), ('99', 'OTHER')) AS m(value, code)
WHERE t."goods_type" = m.value;--> statement-breakpoint
ALTER TABLE "goods_templates" ADD CONSTRAINT "goods_templates_goods_type_ck" CHECK ("goods_templates"."goods_type" in ('DOCUMENT','CLOTHING','ELECTRONICS','FOOD','COSMETICS','OTHER'));
