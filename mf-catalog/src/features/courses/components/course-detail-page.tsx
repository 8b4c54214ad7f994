// /courses/{slug}: one course with its program, lecturers, FAQ, price and the sign-up modal.
import { useId, useState } from 'react';
import { useParams } from 'shell/router';
import type { Course } from '@site/shared';
import { courseHeadingVariant, courseSignUpPath } from '@site/shared/course-kind';
import { BackLink } from '../../../components/back-link';
import { PageLoading, PageMessage } from '../../../components/page-status';
import { PICTURE_SIZES, PlaceholderImage } from '../../../components/placeholder-image';
import { PriceNotice, PriceTag } from '../../../components/price-tag';
import { SignUpDialog } from '../../../components/registration-form/sign-up-dialog';
import { courseHeadings } from '../course-headings';
import { COURSE_NOT_FOUND_TEXT } from '../course-not-found';
import { modulesLabel } from '../modules-label';
import { useCourseBySlug } from '../queries';
import { splitInHalves } from '../split-in-halves';
import { CourseSections } from './course-sections';
import './course-detail.css';

export function CourseDetailPage() {
  const { slug = '' } = useParams();
  // A VIP package never gets here: the route's loader sends it to its own page.
  const course = useCourseBySlug(slug, 'Course page');
  if (course.status === 'pending') return <PageLoading />;
  if (course.status === 'error') return <PageMessage>{COURSE_NOT_FOUND_TEXT}</PageMessage>;
  return <CourseDetail course={course.data} />;
}

function CourseDetail({ course }: { course: Course }) {
  const headings = courseHeadings[courseHeadingVariant(course.title)];
  const [expanded, setExpanded] = useState(false);
  const longId = useId();
  const [firstHalf, secondHalf] = splitInHalves(course.longDescription);
  const moduleCount = course.moduleCount || course.modules.length;

  return (
    <article className="catalog-detail">
      <BackLink to="/courses" label="Всички курсове" className="catalog-detail__back" />
      <div className="catalog-detail__top">
        <header className="catalog-detail__intro">
          <h1>{course.title}</h1>
          <p className="catalog-detail__short">{course.shortDescription}</p>
          {firstHalf.length > 0 && (
            <>
              <button
                type="button"
                className="catalog-detail__more"
                aria-expanded={expanded}
                aria-controls={longId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? 'Виж по-малко' : 'Виж повече'}
              </button>
              <div id={longId} className="catalog-detail__long" hidden={!expanded}>
                <div>
                  {firstHalf.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                <div>
                  {secondHalf.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </div>
            </>
          )}
        </header>
        <aside className="catalog-detail__side catalog-detail__buy" aria-label="Цена и записване">
          <PlaceholderImage picture={course.picture} src={course.image} name={course.title} sizes={PICTURE_SIZES.coursePage} priority />
          <div className="catalog-detail__buy-body">
            {moduleCount > 0 && <p className="catalog-detail__modules-count">{modulesLabel(moduleCount)}</p>}
            <p className="catalog-detail__price">
              <span className="visually-hidden">Цена: </span>
              <PriceTag price={course.price} size="large" />
            </p>
            <SignUpDialog
              target={{ kind: 'course', courseId: course.id, title: course.title }}
              href={courseSignUpPath(course)}
              buttonLabel={headings.signUp}
              modalTitle={course.title}
            />
            <PriceNotice />
          </div>
        </aside>
      </div>
      <CourseSections course={course} headings={headings} />
    </article>
  );
}
