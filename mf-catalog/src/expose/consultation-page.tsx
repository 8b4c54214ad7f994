// Exposed as 'catalog/ConsultationPage': the route module of /consultation, the free-consultation form as a
// page (the home page's button leads here before and without scripts; it posts here).
import type { PageMeta } from '@site/shared';
import { pageMetaAt } from '@site/shared/site-seo';
import { pathTo } from '@site/shared/site-paths';
import { SignUpPage } from '../features/sign-up/sign-up-page';

export function Component() {
  return (
    <SignUpPage
      heading="Безплатна консултация"
      target={{ kind: 'consultation' }}
      action={pathTo('consultation')}
      summary={<p className="catalog-sign-up__summary">Оставете данните си и наш консултант ще се свърже с вас.</p>}
      back={{ to: '/', label: 'Към началната страница' }}
    />
  );
}

/** A form, not content: not indexed (the home page is the page to find). */
export function head(_data: unknown, url: URL): PageMeta {
  return { ...pageMetaAt(url, { title: 'Безплатна консултация', description: 'Заявка за безплатна консултация.' }), robots: 'noindex' };
}
