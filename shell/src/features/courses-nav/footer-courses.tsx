import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CourseLink } from '@site/shared';
import { getErrorMessage } from '@site/shared';
import { fetchCourseLinks } from './api';

export function FooterCourses() {
  const [courses, setCourses] = useState<CourseLink[]>([]);

  useEffect(() => {
    let active = true;
    fetchCourseLinks()
      .then((list) => active && setCourses(list))
      .catch((error: unknown) => console.error('Footer courses:', getErrorMessage(error)));
    return () => {
      active = false;
    };
  }, []);

  return (
    <ul>
      {courses.map((course) => (
        <li key={course.id}>
          <Link to={`/courses/${course.slug}`}>{course.title}</Link>
        </li>
      ))}
    </ul>
  );
}
