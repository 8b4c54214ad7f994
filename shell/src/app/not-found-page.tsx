import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Страницата не е намерена', robots: 'noindex' });
  return (
    <section className="not-found">
      <h1>Страницата не е намерена</h1>
      <p>
        <Link to="/">Към началната страница</Link>
      </p>
    </section>
  );
}
