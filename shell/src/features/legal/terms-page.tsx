import { company } from '../../config/company';
import { LegalDocument } from './legal-document';
import { termsCommerceSections } from './terms-sections-commerce';
import { termsGeneralSections } from './terms-sections-general';

const termsSections = [...termsGeneralSections, ...termsCommerceSections];

export function TermsPage() {
  return (
    <LegalDocument
      title="Общи условия"
      metaDescription={`Общите условия на ${company.name} за регистрация, поръчка, плащане, цени, право на отказ и рекламации при покупка на курсове, обучения и стоки.`}
      intro={
        <p>
          Моля, прочетете тези Общи условия, преди да се регистрирате или да направите поръчка. Те са договорът
          между вас и {company.name} за всички стоки и услуги, предлагани в уебсайта.
        </p>
      }
      sections={termsSections}
    />
  );
}
