import { policyVersion } from '@site/shared/policies';
import { useSiteSettings } from '../../lib/site-settings';
import { cookiesSections } from './cookies-sections';
import { LegalDocument } from './legal-document';

export function CookiesPage() {
  const settings = useSiteSettings();
  return (
    <LegalDocument
      title="Политика за бисквитките"
      version={policyVersion('cookies').version}
      metaDescription={`Какви бисквитки използва сайтът на ${settings.companyName} – сесийни, постоянни и на трети страни – и как да ги изтриете, управлявате или блокирате.`}
      updated="Последна актуализация: 2025 г."
      intro={<p>Тази политика обяснява какви бисквитки използва уебсайтът, защо и как можете да ги контролирате.</p>}
      sections={cookiesSections(settings)}
    />
  );
}
