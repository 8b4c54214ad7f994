// A form the server answered without scripts (its values and messages), for the page it belongs to: the
// server renders the page with it, and the browser hydrates with the same, so nothing typed is lost.
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageFormName, SubmittedForm } from '@site/shared/page-forms';

const SubmittedFormContext = createContext<SubmittedForm | null>(null);

export function SubmittedFormProvider({ form, children }: { form: SubmittedForm | null; children: ReactNode }) {
  return <SubmittedFormContext.Provider value={form}>{children}</SubmittedFormContext.Provider>;
}

/** The answered submission of this form, while the visitor is still on the page it was posted to. */
export function useSubmittedForm(name: PageFormName): SubmittedForm | null {
  const form = useContext(SubmittedFormContext);
  const { pathname } = useLocation();
  return form && form.form === name && form.pathname === pathname ? form : null;
}
