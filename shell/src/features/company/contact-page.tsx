import { company } from '../../config/company';
import { useSiteSettings } from '../../lib/site-settings';
import { usePageMeta, usePageUrl } from '../../lib/page-meta';
import { pageMetaAt } from '@site/shared/site-seo';
import { organizationJsonLd } from '@site/shared/structured-data';
import { Fact } from '../../components/fact';

/** The number as a tel: address: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A line of contacts or company data whose setting is unset is left out (see lib/site-settings). */
export function ContactPage() {
  const url = usePageUrl();
  const { companyName, supportEmail, phone, manager, eik, registeredAddress } = useSiteSettings();
  usePageMeta(
    pageMetaAt(
      url,
      { title: 'Контакти', description: `Свържете се с ${companyName}: имейл за поддръжка, управител и данни на дружеството.` },
      organizationJsonLd(url.origin),
    ),
  );

  return (
    <article className="reading-page company-page">
      <h1>Контакти</h1>
      {supportEmail && <p>Пишете ни по всеки въпрос за курсовете, записванията, плащанията или личните си данни.</p>}
      <dl className="company-facts">
        <Fact term="Имейл за поддръжка" value={supportEmail}>
          {(value) => <a href={`mailto:${value}`}>{value}</a>}
        </Fact>
        <Fact term="Телефон" value={phone}>
          {(value) => <a href={telHref(value)}>{value}</a>}
        </Fact>
        <Fact term={company.managerTitle} value={manager} />
        <dt>Адрес за кореспонденция</dt>
        <dd>{company.correspondenceAddressNote}</dd>
      </dl>
      <h2>Данни за дружеството</h2>
      <dl className="company-facts">
        <dt>Наименование</dt>
        <dd>
          {companyName}, {company.legalForm}
        </dd>
        <Fact term="ЕИК" value={eik} />
        <Fact term="Седалище и адрес на управление" value={registeredAddress} />
      </dl>
      <p>
        Данните за плащане по банков път са на страница <a href="/iban">Плащане по банков път</a>.
      </p>
    </article>
  );
}
