import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import type { SiteSettings } from '@site/shared/site-settings';
import { siteSettingsQuery } from '../lib/site-settings';

/** Every setting set, with example values (the IBAN is the SWIFT registry's example of the Bulgarian format). */
export const EXAMPLE_SETTINGS: SiteSettings = {
  companyName: 'Бизнес Академия АД',
  eik: '123456789',
  registeredAddress: 'гр. София 1000, ул. „Примерна“ 1',
  manager: 'Мария Иванова',
  supportEmail: 'support@example.bg',
  phone: '+359 2 123 4567',
  iban: 'BG80BNBG96611020345678',
  bic: 'BNBGBGSD',
  bankName: 'Примерна банка',
};

/** Renders a page the way its route does: at its address, after its loader has put the site settings into the page's cache. */
export function renderWithSettings(ui: ReactElement, settings: SiteSettings = EXAMPLE_SETTINGS, path = '/') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteSettingsQuery.queryKey, settings);
  return render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
}
