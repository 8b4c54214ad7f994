ALTER TABLE "courses" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price_currency" text;--> statement-breakpoint
-- Bulgaria's changeover: every stored amount was leva; it becomes euro once, as the site converted it for
-- display: leva ÷ 1.95583, rounded half away from zero to the cent (amounts are never negative, so half-up).
-- An exact half cent cannot occur (195583 is odd), so numeric division's 16+ digits round exactly.
UPDATE "courses" SET "price" = round("price" / 1.95583, 2), "real_value" = round("real_value" / 1.95583, 2);--> statement-breakpoint
UPDATE "events" SET "price" = round("price" / 1.95583, 2);--> statement-breakpoint
-- Requests from before the changeover did not record a price: they get their course's or event's, in euro.
UPDATE "registrations" r SET "price" = (
  SELECT sum(c."price") FROM "courses" c WHERE c."id" IN (SELECT jsonb_array_elements_text(r."course_ids")::int)
), "price_currency" = 'EUR'
WHERE r."kind" IN ('course', 'vip') AND EXISTS (
  SELECT 1 FROM "courses" c WHERE c."id" IN (SELECT jsonb_array_elements_text(r."course_ids")::int)
);--> statement-breakpoint
UPDATE "registrations" r SET "price" = e."price", "price_currency" = 'EUR' FROM "events" e WHERE r."kind" = 'event' AND e."id" = r."event_id";
--> statement-breakpoint
-- Amounts the earlier seed wrote inside course texts, where they are still as it wrote them.
UPDATE "courses" SET "faq" = replace(replace("faq"::text, 'струват общо 2199 лв.', 'струват общо 1124,33 €.'), 'достатъчни 100–200 лв.', 'достатъчни 50–100 €.')::jsonb
WHERE "faq"::text LIKE '%струват общо 2199 лв.%' OR "faq"::text LIKE '%достатъчни 100–200 лв.%';--> statement-breakpoint
UPDATE "courses" SET "long_description" = replace("long_description", 'без да харчи хиляди лева за реклама', 'без да харчи хиляди евро за реклама')
WHERE "long_description" LIKE '%без да харчи хиляди лева за реклама%';
