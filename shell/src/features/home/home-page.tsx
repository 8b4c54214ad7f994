import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { applyPageMeta } from '@site/shared';
import { Hero } from './hero';
import { ConsultationBand } from './consultation-band';
import { PromoText } from './promo-text';
import { loadSection, RemoteSection } from '../../federation/remote-section';

/** Starts the remotes' sections (module and data) without waiting: the hero is shown at once. */
export function homeLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const args = { url: new URL(request.url), queryClient };
    return {
      slider: loadSection({ remote: 'catalog', module: 'CoursesSlider' }, args),
      promo: loadSection({ remote: 'articles', module: 'ArticlesPromo' }, args),
    };
  };
}

export function HomePage() {
  const sections = useLoaderData<ReturnType<ReturnType<typeof homeLoader>>>();
  useEffect(
    () =>
      applyPageMeta({
        title: 'Бизнес Академия – курсове по предприемачество и бизнес',
        description: 'Безплатен курс по предприемачество, бизнес курсове, ВИП пакети и събития с преподаватели с над 25 години опит.',
      }),
    [],
  );
  return (
    <>
      <Hero />
      <ConsultationBand />
      {/* The catalog remote's slider and the articles remote's promo, each with its own fallback. */}
      <RemoteSection load={sections.slider} placeholder={<div className="section-placeholder section-placeholder--slider" />} />
      <PromoText />
      <RemoteSection load={sections.promo} placeholder={<div className="section-placeholder section-placeholder--promo" />} />
    </>
  );
}
