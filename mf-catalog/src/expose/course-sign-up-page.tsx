// Exposed as 'catalog/CourseSignUpPage': the route module of /courses/{slug}/sign-up and
// /vip-package/{slug}/sign-up, a course's or VIP package's sign-up form as a page.
import type { Course, PageMeta } from '@site/shared';
import { coursePath, courseSignUpPath, isVipPackage } from '@site/shared/course-kind';
import { readQuery, type LoaderArgs } from '@site/shared/data';
import { pageMetaAt } from '@site/shared/site-seo';
import { replace, useParams } from 'shell/router';
import { PageLoading, PageMessage } from '../components/page-status';
import { PriceTag } from '../components/price-tag';
import { COURSE_NOT_FOUND_TEXT } from '../features/courses/course-not-found';
import { courseBySlugQuery, useCourseBySlug } from '../features/courses/queries';
import { SignUpPage } from '../features/sign-up/sign-up-page';

export function Component() {
  const { slug = '' } = useParams();
  const course = useCourseBySlug(slug, 'Sign-up page');
  if (course.status === 'pending') return <PageLoading />;
  if (course.status === 'error') return <PageMessage>{COURSE_NOT_FOUND_TEXT}</PageMessage>;
  const { data } = course;
  return (
    <SignUpPage
      heading={`Записване за „${data.title}“`}
      target={{ kind: 'course', courseId: data.id, title: data.title }}
      action={courseSignUpPath(data)}
      summary={
        <p className="catalog-sign-up__summary">
          <span className="visually-hidden">Цена: </span>
          <PriceTag price={data.price} />
        </p>
      }
      back={{ to: coursePath(data), label: isVipPackage(data.title) ? 'Към ВИП пакета' : 'Към курса' }}
    />
  );
}

/** The course, or undefined for an unknown slug; a course opened under the other section's address goes to its own. */
export async function loader({ params, url, queryClient }: LoaderArgs): Promise<Course | undefined> {
  const course = await readQuery(queryClient, courseBySlugQuery(params.slug ?? '', 'Sign-up page'));
  if (course && courseSignUpPath(course) !== url.pathname.replace(/\/$/, '')) throw replace(courseSignUpPath(course) + url.search);
  return course;
}

export function head(course: Course | undefined | null, url: URL): PageMeta {
  const title = course ? `Записване за „${course.title}“` : COURSE_NOT_FOUND_TEXT;
  return { ...pageMetaAt(url, { title }), robots: 'noindex' };
}
