// Shapes of the seed content: the shared entities without database ids, linked by keys.
import type { Article, Category, Course, EventItem, Lector } from '@site/shared';

export type SeedLector = Omit<Lector, 'id' | 'picture' | 'isActive' | 'order'> & { key: string };

export type SeedCourse = Omit<Course, 'id' | 'modules' | 'lectors' | 'moduleCount' | 'picture'> & {
  modules: { title: string; description: string }[];
  /** Keys of SeedLector entries teaching the course. */
  lectorKeys: string[];
};

export type SeedEvent = Omit<EventItem, 'id' | 'modules' | 'eventDate' | 'picture'> & {
  /** Days from the seeding day to the event's first day; negative for a past event. */
  daysFromNow: number;
  modules: string[];
};

export type SeedCategory = Omit<Category, 'id' | 'articleCount'> & { key: string };

export type SeedArticle = Omit<
  Article,
  'id' | 'category' | 'categoryId' | 'picture' | 'publishedAt' | 'createdAt' | 'updatedAt'
> & {
  categoryKey: string | null;
  /** Days before the seeding day the article was published; null for a draft. */
  publishedDaysAgo: number | null;
};
