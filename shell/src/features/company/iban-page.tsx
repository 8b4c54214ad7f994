import { bankAccount, company, formatIban, paymentReason } from '../../config/company';
import { CopyIbanButton } from './copy-iban-button';
import { usePageMeta, usePageUrl } from '../../lib/page-meta';
import { pageMetaAt } from '@site/shared/site-seo';

export function IbanPage() {
  usePageMeta(pageMetaAt(usePageUrl(), { title: 'Плащане по банков път', description: `Банкова сметка на ${company.name} (IBAN, BIC, банка и титуляр) и как да попълните основанието за плащане.` }));

  return (
    <article className="company-page">
      <h1>Плащане по банков път</h1>
      <p>Можете да платите курса си с банков превод по следната сметка:</p>
      <dl className="company-facts">
        <dt>Титуляр на сметката</dt>
        <dd>{bankAccount.holder}</dd>
        <dt>Банка</dt>
        <dd>{bankAccount.bank}</dd>
        <dt>IBAN</dt>
        <dd className="company-iban">
          <span className="company-iban-value">{formatIban(bankAccount.iban)}</span>
          <CopyIbanButton iban={bankAccount.iban} />
        </dd>
        <dt>BIC</dt>
        <dd>{bankAccount.bic}</dd>
      </dl>
      <h2>Основание за плащане</h2>
      <ul>
        <li>
          физическо лице – посочете {paymentReason.person};
        </li>
        <li>
          фирма – посочете {paymentReason.business}.
        </li>
      </ul>
      <p>Пример: „{paymentReason.example}“.</p>
      <p className="company-note">
        Важно: платецът трябва да посочи в основанието имената си и името на курса. Без тях не можем да свържем
        плащането със записването ви.
      </p>
      <p>
        Другите начини на плащане са описани в <a href="/terms#plashtane">Общите условия</a>.
      </p>
    </article>
  );
}
