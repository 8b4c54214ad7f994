// /courses: every active course as a grid, in the catalogue's order.
import { PageLoading, PageMessage } from '../../../components/page-status';
import { PriceNotice } from '../../../components/price-tag';
import { useActiveCourses } from '../queries';
import { NO_COURSES_TEXT, sortByOrder } from '../sort-courses';
import { CourseCard } from './course-card';

export function CoursesPage() {
  const courses = useActiveCourses('Courses page');

  return (
    <div className="catalog-page">
      <header className="catalog-page__header">
        <h1>Курсове</h1>
        <p className="catalog-page__lead">Практически обучения по предприемачество и бизнес, водени от преподаватели с над 25 години опит.</p>
      </header>
      {courses.status === 'pending' && <PageLoading />}
      {courses.status !== 'pending' &&
        (courses.status === 'error' || courses.data.length === 0 ? (
          <PageMessage>{NO_COURSES_TEXT}</PageMessage>
        ) : (
          <>
            <ul className="catalog-grid" aria-label="Курсове">
              {sortByOrder(courses.data).map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} priority={index === 0} />
                </li>
              ))}
            </ul>
            <PriceNotice />
          </>
        ))}
    </div>
  );
}
