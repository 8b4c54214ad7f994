import { company } from '../../config/company';
import { SupportEmailLink } from './email-link';
import { LegalDocument } from './legal-document';
import { marketingSections } from './marketing-sections';

export function MarketingPage() {
  return (
    <LegalDocument
      title="Политика за директен маркетинг"
      metaDescription={`Как ${company.name} изпраща търговски съобщения със съгласието ви и как да го оттеглите по всяко време.`}
      updated="Последна актуализация: август 2025 г."
      intro={
        <p>
          Търговски съобщения ви изпращаме само ако сте се съгласили да ги получавате. Тук обясняваме как давате
          и как оттегляте това съгласие и как пазим данните ви.
        </p>
      }
      sections={marketingSections}
      closing={
        <p>
          Можете да оттеглите съгласието си по всяко време, като ни пишете на <SupportEmailLink /> или използвате
          връзката за отписване в края на всяко наше съобщение.
        </p>
      }
    />
  );
}
