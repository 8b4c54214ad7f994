import { policyVersion } from '@site/shared/policies';
import { useSiteSettings } from '../../lib/site-settings';
import { SupportEmailLink } from './email-link';
import { LegalDocument } from './legal-document';
import { marketingSections } from './marketing-sections';
import { WithdrawalForm } from './withdrawal-form';

export function MarketingPage() {
  const settings = useSiteSettings();
  const { supportEmail } = settings;
  // The form follows the policy's article, so it is not part of the text whose version the page shows.
  return (
    <>
      <LegalDocument
        title="Политика за директен маркетинг"
        version={policyVersion('marketing').version}
        metaDescription={`Как ${settings.companyName} изпраща търговски съобщения със съгласието ви и как да го оттеглите по всяко време.`}
        updated="Последна актуализация: август 2025 г."
        intro={
          <p>
            Търговски съобщения ви изпращаме само ако сте се съгласили да ги получавате. Тук обясняваме как давате и как оттегляте това съгласие и как пазим
            данните ви.
          </p>
        }
        sections={marketingSections(settings)}
        closing={
          <p>
            {supportEmail ? (
              <>
                Можете да оттеглите съгласието си по всяко време, като ни пишете на <SupportEmailLink email={supportEmail} /> или използвате връзката за
                отписване в края на всяко наше съобщение.
              </>
            ) : (
              'Можете да оттеглите съгласието си по всяко време, като използвате връзката за отписване в края на всяко наше съобщение.'
            )}
          </p>
        }
      />
      <WithdrawalForm />
    </>
  );
}
