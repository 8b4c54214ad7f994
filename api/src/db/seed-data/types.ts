// Shapes of the seed content: the staff write bodies without ids, linked by keys. The seed writes them
// through the repositories, as the API does, so a property the bodies gain needs no seed data (its default).
import type { ArticleInput, CategoryInput, CourseInput, EventInput, LectorInput } from '@site/shared';

/** Active; its place on /lectors is its place in the list. */
export type SeedLector = Omit<LectorInput, 'id' | 'pictureId' | 'isActive' | 'order'> & { key: string };

export type SeedCourse = Omit<CourseInput, 'id' | 'pictureId' | 'lectorIds'> & {
  /** Keys of SeedLector entries teaching the course. */
  lectorKeys: string[];
};

export type SeedEvent = Omit<EventInput, 'id' | 'pictureId' | 'eventDate' | 'modules'> & {
  /** Days from the seeding day to the event's first day; negative for a past event. */
  daysFromNow: number;
  /** The titles of its topics. */
  modules: string[];
};

export type SeedCategory = Omit<CategoryInput, 'id'> & { key: string };

export type SeedArticle = Omit<ArticleInput, 'id' | 'pictureId' | 'categoryId'> & {
  categoryKey: string | null;
  /** Days before the seeding day the article was published; null for a draft. */
  publishedDaysAgo: number | null;
  viewCount: number;
};
