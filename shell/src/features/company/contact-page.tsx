import { company } from '../../config/company';
import { usePageMeta, usePageUrl } from '../../lib/page-meta';
import { pageMetaAt } from '@site/shared/site-seo';
import { organizationJsonLd } from '@site/shared/structured-data';

export function ContactPage() {
  const url = usePageUrl();
  usePageMeta(pageMetaAt(url, { title: 'Контакти', description: `Свържете се с ${company.name}: имейл за поддръжка, управител и данни на дружеството.` }, organizationJsonLd(url.origin)));

  return (
    <article className="company-page">
      <h1>Контакти</h1>
      <p>Пишете ни по всеки въпрос за курсовете, записванията, плащанията или личните си данни.</p>
      <dl className="company-facts">
        <dt>Имейл за поддръжка</dt>
        <dd>
          <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
        </dd>
        <dt>{company.manager.title}</dt>
        <dd>{company.manager.name}</dd>
        <dt>Адрес за кореспонденция</dt>
        <dd>{company.correspondenceAddressNote}</dd>
      </dl>
      <h2>Данни за дружеството</h2>
      <dl className="company-facts">
        <dt>Наименование</dt>
        <dd>
          {company.name}, {company.legalForm}
        </dd>
        <dt>ЕИК</dt>
        <dd>{company.eik}</dd>
        <dt>Седалище и адрес на управление</dt>
        <dd>{company.registeredAddress}</dd>
      </dl>
      <p>
        Данните за плащане по банков път са на страница <a href="/iban">Плащане по банков път</a>.
      </p>
    </article>
  );
}
