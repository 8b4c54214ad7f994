// Exposed as 'catalog/LectorsPage' (React.lazy in the shell needs a default export).
import { LectorsPage } from '../features/lectors/components/lectors-page';

export default LectorsPage;
