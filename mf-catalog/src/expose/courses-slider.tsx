// Exposed as 'catalog/CoursesSlider' (React.lazy in the shell needs a default export).
import { CoursesSlider } from '../features/courses/components/courses-slider';

export default CoursesSlider;
