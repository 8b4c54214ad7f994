import { useLayoutEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PromoVideo } from './promo-video';
import { pageFromServer } from '../../lib/environment';

export function Hero() {
  // The spec's hero shows 'Зареждане...' first and its content after mounting; nothing is fetched.
  // A layout effect swaps them before the browser paints: painting the one-line text first made
  // everything below the hero jump down when the content came (CLS 0.15 on a phone). A page the
  // server rendered has the content from the start (and the browser hydrates it as it is).
  const [ready, setReady] = useState(pageFromServer);
  useLayoutEffect(() => setReady(true), []);

  return (
    <section className="hero" aria-labelledby="hero-title" aria-busy={!ready}>
      {ready ? (
        <div className="hero__grid">
          <div className="hero__content">
            <p className="hero__eyebrow">Безплатно обучение</p>
            <h1 id="hero-title">Безплатен курс по предприемачество</h1>
            <p className="hero__lead">
              Научи как да превърнеш идеята си в работещ бизнес – с преподаватели с над 25 години опит в управлението и развитието на компании.
            </p>
            <Link className="ui-button ui-button--secondary ui-button--large" to="/events">
              Виж предстоящите събития
            </Link>
          </div>
          <PromoVideo />
        </div>
      ) : (
        <p id="hero-title" className="page-loading">
          Зареждане...
        </p>
      )}
    </section>
  );
}
