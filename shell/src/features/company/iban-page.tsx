import { Fragment } from 'react';
import { bankTransferFacts, paymentReason, paymentReasonFor } from '@site/shared/bank-transfer';
import { useSiteSettings } from '../../lib/site-settings';
import { CopyIbanButton } from './copy-iban-button';
import { usePageMeta, usePageUrl } from '../../lib/page-meta';
import { pageMetaAt } from '@site/shared/site-seo';

/** Without BANK_IBAN there is no account to pay to: the page says how to get the details instead. */
export function IbanPage() {
  const settings = useSiteSettings();
  const { companyName, iban } = settings;
  usePageMeta(
    pageMetaAt(usePageUrl(), {
      title: 'Плащане по банков път',
      description: `Банкова сметка на ${companyName} (IBAN, BIC, банка и титуляр) и как да попълните основанието за плащане.`,
    }),
  );

  return (
    <article className="reading-page company-page">
      <h1>Плащане по банков път</h1>
      {iban ? (
        <>
          <p>Можете да платите курса си с банков превод в евро по следната сметка:</p>
          <dl className="company-facts">
            {bankTransferFacts(settings).map(({ key, term, value }) => (
              <Fragment key={key}>
                <dt>{term}</dt>
                {key === 'iban' ? (
                  <dd className="company-iban">
                    <span className="company-iban-value">{value}</span>
                    <CopyIbanButton iban={iban} />
                  </dd>
                ) : (
                  <dd>{value}</dd>
                )}
              </Fragment>
            ))}
          </dl>
        </>
      ) : (
        <p>
          За да платите курса си с банков превод, свържете се с нас и ще ви изпратим данните на банковата сметка (IBAN, BIC и банка). Начините за връзка с нас
          са на страница <a href="/contact">Контакти</a>.
        </p>
      )}
      <h2>Основание за плащане</h2>
      <ul>
        <li>физическо лице – посочете {paymentReason.person};</li>
        <li>фирма – посочете {paymentReason.business}.</li>
      </ul>
      <p>Пример: „{paymentReasonFor('Иван Петров Иванов', 'Бизнес планиране')}“.</p>
      <p className="company-note">
        Важно: платецът трябва да посочи в основанието имената си и името на курса. Без тях не можем да свържем плащането със записването ви.
      </p>
      <p>
        Другите начини на плащане са описани в <a href="/terms#plashtane">Общите условия</a>.
      </p>
    </article>
  );
}
