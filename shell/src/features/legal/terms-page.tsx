import { policyVersion } from '@site/shared/policies';
import { useSiteSettings } from '../../lib/site-settings';
import { LegalDocument } from './legal-document';
import { termsCommerceSections } from './terms-sections-commerce';
import { termsGeneralSections } from './terms-sections-general';

export function TermsPage() {
  const settings = useSiteSettings();
  return (
    <LegalDocument
      title="Общи условия"
      version={policyVersion('terms').version}
      metaDescription={`Общите условия на ${settings.companyName} за регистрация, поръчка, плащане, цени, право на отказ и рекламации при покупка на курсове, обучения и стоки.`}
      intro={
        <p>
          Моля, прочетете тези Общи условия, преди да се регистрирате или да направите поръчка. Те са договорът между вас и {settings.companyName} за всички
          стоки и услуги, предлагани в уебсайта.
        </p>
      }
      sections={[...termsGeneralSections(settings), ...termsCommerceSections(settings)]}
    />
  );
}
