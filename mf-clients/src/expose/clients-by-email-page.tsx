// Exposed as 'clients/ClientsByEmailPage' for the shell's /clients/by-email route (React.lazy needs the default export).
import { ClientsByEmailPage } from '../features/client-lookup/components/clients-by-email-page';

export default ClientsByEmailPage;
