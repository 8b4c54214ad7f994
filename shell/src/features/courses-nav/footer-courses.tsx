import { Link } from 'react-router-dom';
import { useCourseLinks } from './queries';

export function FooterCourses() {
  const courses = useCourseLinks();
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
