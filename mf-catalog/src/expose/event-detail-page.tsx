// Exposed as 'catalog/EventDetailPage' (React.lazy in the shell needs a default export).
import { EventDetailPage } from '../features/events/components/event-detail-page';

export default EventDetailPage;
