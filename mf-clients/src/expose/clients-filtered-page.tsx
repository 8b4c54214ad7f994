// Exposed as 'clients/ClientsFilteredPage' for the shell's /clients/filtered route (React.lazy needs the default export).
import { ClientsFilteredPage } from '../features/client-lookup/components/clients-filtered-page';

export default ClientsFilteredPage;
