// Exposed as 'catalog/EventsPage' (React.lazy in the shell needs a default export).
import { EventsPage } from '../features/events/components/events-page';

export default EventsPage;
