import { useEffect } from 'react';
import { applyPageMeta } from '@site/shared';
import { Hero } from './hero';
import { ConsultationBand } from './consultation-band';
import { PromoText } from './promo-text';
import { RemotePage } from '../../federation/remote-page';

export function HomePage() {
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
      <RemotePage remote="catalog" module="CoursesSlider" compact />
      <PromoText />
      <RemotePage remote="articles" module="ArticlesPromo" compact />
    </>
  );
}
