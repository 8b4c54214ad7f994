import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Hero } from './hero';
import { ConsultationBand } from './consultation-band';
import { PromoText } from './promo-text';
import { shownPromotionsQuery } from './queries';
import { loadSection, RemoteSection } from '../../federation/remote-section';
import type { RemoteModuleRef } from '../../federation/remote-modules';
import { onServer } from '../../lib/environment';
import { usePageMeta, usePageUrl } from '../../lib/page-meta';
import { pageMetaAt } from '@site/shared/site-seo';
import { organizationJsonLd } from '@site/shared/structured-data';

const slider = { remote: 'catalog', module: 'CoursesSlider' } as const satisfies RemoteModuleRef;
const promo = { remote: 'articles', module: 'ArticlesPromo' } as const satisfies RemoteModuleRef;

/** The remote modules the home page renders. */
export const homeSections: RemoteModuleRef[] = [slider, promo];

/**
 * Starts the remotes' sections (module and data). The browser does not wait for them (the hero is shown
 * at once); the server does, so that its page is whole.
 */
export function homeLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const args = { url: new URL(request.url), queryClient };
    const sections = { slider: loadSection(slider, args), promo: loadSection(promo, args) };
    const promotions = queryClient.prefetchQuery(shownPromotionsQuery);
    if (!onServer) return sections;
    const [loadedSlider, loadedPromo] = await Promise.all([sections.slider, sections.promo, promotions]);
    return { slider: loadedSlider, promo: loadedPromo };
  };
}

export function HomePage() {
  const sections = useLoaderData<Awaited<ReturnType<ReturnType<typeof homeLoader>>>>();
  const url = usePageUrl();
  usePageMeta(
    pageMetaAt(
      url,
      {
        title: 'Бизнес Академия – курсове по предприемачество и бизнес',
        description: 'Безплатен курс по предприемачество, бизнес курсове, ВИП пакети и събития с преподаватели с над 25 години опит.',
      },
      organizationJsonLd(url.origin),
    ),
  );
  return (
    <>
      <Hero />
      <ConsultationBand />
      {/* The catalog remote's slider and the articles remote's promo, each with its own fallback. */}
      <RemoteSection section={slider} load={sections.slider} placeholder={<div className="section-placeholder section-placeholder--slider" />} />
      <PromoText />
      <RemoteSection section={promo} load={sections.promo} placeholder={<div className="section-placeholder section-placeholder--promo" />} />
    </>
  );
}
