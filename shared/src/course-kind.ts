// What kind of offer a course is, decided from its data (spec: /courses/{slug}, /vip-package/{slug}).
import { pathTo } from './site-paths';
import type { Course } from './entities';

/** Section headings differ for consultations, study programmes and every other course. */
export type CourseHeadingVariant = 'consultation' | 'program' | 'course';

const normalise = (title: string) => title.trim().toLocaleLowerCase('bg-BG');

export function courseHeadingVariant(title: string): CourseHeadingVariant {
  const lower = normalise(title);
  if (lower.startsWith('индивидуални консултации')) return 'consultation';
  if (lower.startsWith('учебна програма')) return 'program';
  return 'course';
}

/** A title starting with 'вип пакет' (any case) is a VIP package, shown on /vip-package/{slug}. */
export function isVipPackage(title: string): boolean {
  return normalise(title).startsWith('вип пакет');
}

/** The spec's default package: real value 999 лв (510,78 € since the changeover), with the guarantee and the limited offer. */
export const DEFAULT_VIP_REAL_VALUE = 510.78;
/** How many packages the limited offer speaks of. */
export const VIP_LIMITED_PACKAGES = 50;

export interface VipTerms {
  /** The value shown struck through, in euro. */
  realValue: number;
  /** The guarantee '100% удовлетвореност…' and the limited-offer note go together. */
  hasGuarantee: boolean;
}

/**
 * The package's real value and guarantee as the API sends them. A course without VIP data (no
 * realValue) gets the spec's default: 510,78 € (999 лв) with the guarantee and the limited offer.
 */
export function vipTerms(course: Pick<Course, 'realValue' | 'hasGuarantee'>): VipTerms {
  const realValue = course.realValue;
  if (typeof realValue !== 'number' || !Number.isFinite(realValue) || realValue <= 0) {
    return { realValue: DEFAULT_VIP_REAL_VALUE, hasGuarantee: true };
  }
  return { realValue, hasGuarantee: typeof course.hasGuarantee === 'boolean' ? course.hasGuarantee : true };
}

/** A course's page: VIP packages have theirs under /vip-package/, every other course under /courses/. */
export const coursePath = (course: { slug: string; title: string }): string =>
  pathTo(isVipPackage(course.title) ? 'vipPackage' : 'course', { slug: course.slug });

/** The page of a course's (or VIP package's) sign-up form. */
export const courseSignUpPath = (course: { slug: string; title: string }): string =>
  pathTo(isVipPackage(course.title) ? 'vipSignUp' : 'courseSignUp', { slug: course.slug });
