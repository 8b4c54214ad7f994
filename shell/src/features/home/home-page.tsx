import { useEffect } from 'react';
import { applyPageMeta } from '@site/shared';
import { Hero } from './hero';
import { ConsultationBand } from './consultation-band';
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
      <RemotePage remote="catalog" module="CoursesSlider" compact />
      <RemotePage remote="articles" module="ArticlesPromo" compact />
    </>
  );
}
