import { Link } from 'react-router-dom';
import { useCourseLinks } from './queries';
import { coursePath } from '@site/shared/course-kind';

export function FooterCourses() {
  const courses = useCourseLinks();
  return (
    <ul>
      {courses.map((course) => (
        <li key={course.id}>
          <Link to={coursePath(course)}>{course.title}</Link>
        </li>
      ))}
    </ul>
  );
}
