import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { applyPageMeta } from '@site/shared';

export function NotFoundPage() {
  useEffect(() => applyPageMeta({ title: 'Страницата не е намерена', robots: 'noindex' }), []);
  return (
    <section className="not-found">
      <h1>Страницата не е намерена</h1>
      <p>
        <Link to="/">Към началната страница</Link>
      </p>
    </section>
  );
}
