// Exposed as 'catalog/VipPackagePage' (React.lazy in the shell needs a default export).
import { VipPackagePage } from '../features/courses/components/vip-package-page';

export default VipPackagePage;
