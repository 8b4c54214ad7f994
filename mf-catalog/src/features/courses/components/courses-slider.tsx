// The home page's active-courses slider: 3 / 2 / 1 cards a page, arrows, dots, arrow keys.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'shell/router';
import type { CourseSummary } from '@site/shared';
import { PageLoading, PageMessage } from '../../../components/page-status';
import { useActiveCourses } from '../queries';
import { sortByOrder } from '../sort-courses';
import { usePageSize } from '../use-page-size';
import { CourseCard } from './course-card';
import { NO_COURSES_TEXT } from './courses-page';
import './courses-slider.css';

export function CoursesSlider() {
  const courses = useActiveCourses('Courses slider');
  const headingId = useId();
  return (
    <section className="catalog-slider" aria-labelledby={headingId}>
      <div className="catalog-slider__head">
        <h2 id={headingId}>Нашите курсове</h2>
        <Link to="/courses" className="catalog-slider__all">
          Всички курсове →
        </Link>
      </div>
      {courses.status === 'pending' && <PageLoading />}
      {courses.status !== 'pending' &&
        (courses.status === 'error' || courses.data.length === 0 ? (
          <PageMessage>{NO_COURSES_TEXT}</PageMessage>
        ) : (
          <Slides courses={sortByOrder(courses.data)} />
        ))}
    </section>
  );
}

/** The most cards a page shows: what the server sends, for the CSS to show 1, 2 or 3 of at the window's width. */
const WIDEST_PAGE = 3;

function Slides({ courses }: { courses: CourseSummary[] }) {
  const knownSize = usePageSize();
  // Until the width is known (the server's page and its hydration), dots and arrows are a phone's.
  const pageSize = knownSize ?? 1;
  const pageCount = Math.max(1, Math.ceil(courses.length / pageSize));
  const [page, setPage] = useState(0);
  // A wider page size leaves fewer pages: stay on the last one that exists.
  const current = Math.min(page, pageCount - 1);
  useEffect(() => {
    if (page !== current) setPage(current);
  }, [page, current]);

  const go = (target: number) => setPage((target + pageCount) % pageCount);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };
  const visible = courses.slice(current * pageSize, current * pageSize + (knownSize ?? WIDEST_PAGE));

  return (
    // The carousel pattern: arrow keys move it while focus is inside its region.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <div
      className="catalog-slider__carousel"
      role="region"
      aria-roledescription="въртележка"
      aria-label="Активни курсове"
      onKeyDown={onKeyDown}
    >
      <div className="catalog-slider__viewport">
        <button
          type="button"
          className="catalog-slider__arrow catalog-slider__arrow--prev"
          aria-label="Предишни курсове"
          onClick={() => go(current - 1)}
          disabled={pageCount < 2}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul
          className={knownSize ? 'catalog-slider__track' : 'catalog-slider__track catalog-slider__track--by-width'}
          style={knownSize ? { gridTemplateColumns: `repeat(${knownSize}, minmax(0, 1fr))` } : undefined}
          aria-live="polite"
          aria-label={`Страница ${current + 1} от ${pageCount}`}
        >
          {visible.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} headingLevel="h3" placement="slide" />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="catalog-slider__arrow catalog-slider__arrow--next"
          aria-label="Следващи курсове"
          onClick={() => go(current + 1)}
          disabled={pageCount < 2}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {pageCount > 1 && (
        <div className="catalog-slider__dots">
          {Array.from({ length: pageCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className="catalog-slider__dot"
              aria-label={`Страница ${index + 1} от ${pageCount}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
