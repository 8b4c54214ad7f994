// Exposed as 'catalog/CoursesPage' (React.lazy in the shell needs a default export).
import { CoursesPage } from '../features/courses/components/courses-page';

export default CoursesPage;
