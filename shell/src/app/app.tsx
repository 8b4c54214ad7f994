import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SubmittedForm } from '@site/shared/page-forms';
import { SubmittedFormProvider } from '../lib/submitted-form';

interface AppProps {
  queryClient: QueryClient;
  /** A form the server answered without scripts, for the page it rendered. */
  submittedForm?: SubmittedForm | null;
  children: ReactNode;
}

/** What wraps the router in the browser and on the server: one query cache per page, shared with the remotes. */
export function App({ queryClient, submittedForm = null, children }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SubmittedFormProvider form={submittedForm}>{children}</SubmittedFormProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
