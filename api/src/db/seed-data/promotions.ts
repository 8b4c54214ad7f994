// The home page's promotional texts (spec: Home): the consultation offer until 30.09, and instalments.
import type { PromotionInput } from '@site/shared';

export type SeedPromotion = Omit<PromotionInput, 'id' | 'endsOn'> & {
  /** The last day as MM-DD: the seed dates it in the next year in which that day is still ahead. */
  endsOnMonthDay: string | null;
};

export const seedPromotions: SeedPromotion[] = [
  {
    title: 'Безплатна консултация до 30.09',
    body: 'Запиши се до 30.09 и получи безплатна консултация за твоя бизнес с един от нашите лектори.',
    endsOnMonthDay: '09-30',
    order: 1,
  },
  {
    title: 'Плащане на вноски',
    body: 'Можеш да платиш избрания курс на вноски чрез наш партньор – банка, без да чакаш да събереш цялата сума.',
    endsOnMonthDay: null,
    order: 2,
  },
];

/** '09-30' seeded on 2026-11-22 is 2027-09-30; seeded on 2026-09-30 it is that very day. */
export function nextOccurrence(monthDay: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}
