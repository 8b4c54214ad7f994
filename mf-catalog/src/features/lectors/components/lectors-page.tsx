// /lectors: every lecturer with a portrait (or initials) and the description in paragraphs.
import type { Lector } from '@site/shared';
import { splitLectorDescription } from '@site/shared/lector-paragraphs';
import { PageLoading, PageMessage } from '../../../components/page-status';
import { PlaceholderImage } from '../../../components/placeholder-image';
import { useLectors } from '../queries';
import './lectors-page.css';

export const NO_LECTORS_TEXT = 'Няма налични лектори в момента.';

export function LectorsPage() {
  const lectors = useLectors();
  return (
    <div className="catalog-page">
      <header className="catalog-page__header">
        <h1>Нашият лекторски състав</h1>
      </header>
      {lectors.status === 'pending' && <PageLoading />}
      {lectors.status !== 'pending' &&
        (lectors.status === 'error' || lectors.data.length === 0 ? (
          <PageMessage>{NO_LECTORS_TEXT}</PageMessage>
        ) : (
          <ul className="catalog-lectors" aria-label="Лектори">
            {lectors.data.map((lector) => (
              <li key={lector.id}>
                <LectorCard lector={lector} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function LectorCard({ lector }: { lector: Lector }) {
  return (
    <article className="catalog-lector">
      <header className="catalog-lector__head">
        <PlaceholderImage picture={lector.picture} src={lector.image} name={lector.fullName} shape="round" />
        <h2>{lector.fullName}</h2>
      </header>
      <div className="catalog-lector__text">
        {splitLectorDescription(lector.description).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
