import { policyVersion } from '@site/shared/policies';
import { useSiteSettings } from '../../lib/site-settings';
import { LegalDocument } from './legal-document';
import { privacySections } from './privacy-sections';

export function PrivacyPage() {
  const settings = useSiteSettings();
  return (
    <LegalDocument
      title="Политика за защита на личните данни"
      version={policyVersion('privacy').version}
      metaDescription={`Как ${settings.companyName} събира, използва, съхранява и защитава личните данни на посетителите и клиентите си и какви са правата им.`}
      updated="Последна актуализация: ноември 2026 г."
      intro={
        <p>
          Тази политика обяснява какви лични данни събираме, когато използвате уебсайта ни, заявявате консултация или се записвате за курс, защо ги обработваме,
          колко дълго ги пазим и какви права имате.
        </p>
      }
      sections={privacySections(settings)}
    />
  );
}
