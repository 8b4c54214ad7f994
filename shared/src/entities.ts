// The entities of the specification (section 3), as the API sends them and the apps show them.

/** The file formats a picture is kept in: AVIF and WebP always, and the uploaded file's own one. */
export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** An uploaded picture as a page shows it: every width in `widths` exists in AVIF, WebP and `format`. */
export interface Picture {
  id: number;
  /** Alternative text, required on upload. */
  alt: string;
  width: number;
  height: number;
  format: PictureFormat;
  widths: number[];
}

export interface Module {
  id: number;
  title: string;
  description: string;
}

export interface Lector {
  id: number;
  fullName: string;
  image: string | null;
  picture: Picture | null;
  description: string;
  /** An inactive lecturer is not on /lectors (still shown on the courses they teach). */
  isActive: boolean;
  order: number;
}

/** Body of POST /courses and PUT /courses/{id}. */
export interface CourseInput {
  id?: number;
  slug: string;
  title: string;
  shortDescription?: string;
  longDescription?: string;
  image?: string | null;
  pictureId?: number | null;
  price: number;
  isActive?: boolean;
  order?: number;
  mainSkills?: string[];
  suitableFor?: string[];
  howItWorks?: string[];
  faq?: FaqItem[];
  exclusiveOffer?: string | null;
  quote?: string | null;
  quoteAuthor?: string | null;
  realValue?: number | null;
  hasGuarantee?: boolean;
  modules?: { id?: number; title: string; description?: string }[];
  lectorIds?: number[];
}

/** Body of POST /events and PUT /events/{id}. */
export interface EventInput {
  id?: number;
  slug: string;
  title: string;
  shortDescription?: string;
  image?: string | null;
  pictureId?: number | null;
  eventDate: string;
  eventTime?: string;
  location?: string;
  price?: number;
  modules?: { id?: number; title: string }[];
  isRecommended?: boolean;
  isActive?: boolean;
  landingPageUrl?: string | null;
}

/** Body of POST /categories and PUT /categories/{id}. */
export interface CategoryInput {
  id?: number;
  name: string;
  slug: string;
  color?: string;
  isActive?: boolean;
  order?: number;
}

/** Body of POST /lectors and PUT /lectors/{id}. */
export interface LectorInput {
  id?: number;
  fullName: string;
  description?: string;
  image?: string | null;
  pictureId?: number | null;
  isActive?: boolean;
  order?: number;
}

/** A promotional text of the home page, shown until the end of `endsOn` in Sofia. */
export interface Promotion {
  id: number;
  title: string;
  body: string;
  /** YYYY-MM-DD, the last day it is shown; null for no end. */
  endsOn: string | null;
  isActive: boolean;
  order: number;
}

/** Body of POST /promotions and PUT /promotions/{id}. */
export interface PromotionInput {
  id?: number;
  title: string;
  body?: string;
  endsOn?: string | null;
  isActive?: boolean;
  order?: number;
}

/** Body of PATCH on a course, an event, a lecturer or a category: its status and place in the list. */
export interface StatusAndOrder {
  isActive?: boolean;
  order?: number;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Course {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  image: string | null;
  picture: Picture | null;
  /** Price in BGN (лв). */
  price: number;
  moduleCount: number;
  isActive: boolean;
  order: number;
  mainSkills: string[];
  suitableFor: string[];
  howItWorks: string[];
  modules: Module[];
  lectors: Lector[];
  faq: FaqItem[];
  exclusiveOffer: string | null;
  /** VIP packages only: the quote shown on the package page and its author. */
  quote: string | null;
  quoteAuthor: string | null;
  /** VIP packages only: the value the package is worth, shown struck through (BGN). */
  realValue: number | null;
  /** VIP packages only: whether the guarantee and the limited-offer note apply. */
  hasGuarantee: boolean;
}

export interface EventModule {
  id: number;
  title: string;
}

export interface EventItem {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  image: string | null;
  picture: Picture | null;
  /** ISO date, YYYY-MM-DD: the first of the event's two days. */
  eventDate: string;
  eventTime: string;
  location: string;
  price: number;
  modules: EventModule[];
  isRecommended: boolean;
  isActive: boolean;
  landingPageUrl: string | null;
}

export interface CategoryRef {
  id: number;
  name: string;
  color: string;
  slug: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  color: string;
  isActive: boolean;
  order: number;
  /** Number of published articles in the category. */
  articleCount: number;
}

export interface Article {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  /** HTML, sanitised by the server on write. */
  content: string;
  /** File name of an uploaded image, served at /api/articles/images/{featuredImage}. */
  featuredImage: string | null;
  /** A picture from the picture library; shown instead of `featuredImage` when set. */
  picture: Picture | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  categoryId: number | null;
  category: CategoryRef | null;
  tags: string[];
  authorName: string | null;
  viewCount: number;
  /** ISO timestamps. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What an article's card needs (the article list, the home page's section): no content or meta fields. */
export type ArticleSummary = Pick<Article, 'id' | 'slug' | 'title' | 'shortDescription' | 'featuredImage' | 'picture' | 'isFeatured' | 'category' | 'tags' | 'publishedAt' | 'createdAt'>;

/** What a link to a course needs (the footer's list of courses). */
export type CourseLink = Pick<Course, 'id' | 'slug' | 'title'>;

/** What a course's card needs (the /courses grid, the home slider): no modules, lecturers or FAQ. */
export type CourseSummary = Pick<Course, 'id' | 'slug' | 'title' | 'shortDescription' | 'image' | 'picture' | 'price' | 'moduleCount' | 'isActive' | 'order'>;

export interface ClientCourse {
  courseId: number;
  title: string;
  /** ISO timestamp of the registration for this course. */
  registeredOn: string;
}

/** One sign-up as the person sent it; a client's history is the list of these. */
export interface ClientRegistration {
  id: number;
  fullName: string;
  phone: string;
  registrationSource: string;
  /** The courses of this sign-up; `title` is null for a course deleted since. */
  courses: { courseId: number; title: string | null }[];
  agreedToPrivacyPolicy: boolean;
  agreedToTermsOfService: boolean;
  agreedToMarketingPolicy: boolean;
  agreedToCookiePolicy: boolean;
  /** ISO timestamp. */
  createdAt: string;
}

/** A client as staff see it: the latest details, the courses, and every sign-up newest first. */
export interface Client {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  registrationSource: string | null;
  courses: ClientCourse[];
  registrations: ClientRegistration[];
  createdAt: string;
}

export interface RegistrationPayload {
  fullName: string;
  email: string;
  phone: string;
  agreedToPrivacyPolicy: boolean;
  agreedToTermsOfService: boolean;
  agreedToMarketingPolicy: boolean;
  agreedToCookiePolicy: boolean;
  registrationSource: string;
  courseIds?: number[];
}

/** Body of POST /articles and PUT /articles/{id} (PUT also carries the id). */
export interface ArticleInput {
  id?: number;
  title: string;
  slug: string;
  shortDescription: string;
  content: string;
  featuredImage?: string | null;
  pictureId?: number | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  isPublished?: boolean;
  isFeatured?: boolean;
  categoryId?: number | null;
  tags?: string[];
  authorName?: string | null;
}

export interface AuthToken {
  accessToken: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** A picture in the staff's library, with the items that show it. */
export interface PictureInLibrary extends Picture {
  createdAt: string;
  usedBy: PictureUse[];
}

export interface PictureUse {
  kind: 'course' | 'event' | 'lector' | 'article';
  id: number;
  title: string;
}

export interface UploadedImage {
  imageUrl: string;
  fileName: string;
}
