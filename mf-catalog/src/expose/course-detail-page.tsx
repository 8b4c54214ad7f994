// Exposed as 'catalog/CourseDetailPage' (React.lazy in the shell needs a default export).
import { CourseDetailPage } from '../features/courses/components/course-detail-page';

export default CourseDetailPage;
