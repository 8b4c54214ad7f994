import { Link } from 'shell/router';
import { promoArticles } from '../article-display';
import { useQuery } from '@tanstack/react-query';
import { promoQueries } from '../queries';
import { ArticleCard } from './article-card';
import './articles-promo.css';

/** The home page's articles section: three articles (featured first) and the way to all of them. */
export function ArticlesPromo() {
  // Without them the section still invites to the list.
  const featured = useQuery(promoQueries.featured).data?.items ?? [];
  const newest = useQuery(promoQueries.newest).data?.items ?? [];
  const picked = promoArticles(featured, newest);

  return (
    <section className="articles-promo" aria-labelledby="articles-promo-title">
      <div className="articles-promo__intro">
        <h2 id="articles-promo-title" className="articles-promo__title">
          Полезни статии за вашия бизнес
        </h2>
        <p className="articles-promo__text">Практични съвети за планиране, продажби, финанси и управление на екип от нашите преподаватели.</p>
        <Link to="/articles" className="articles-promo__cta">
          Към всички статии <span aria-hidden="true">→</span>
        </Link>
      </div>
      {picked.length > 0 && (
        <ul className="articles-card-list articles-promo__list">
          {picked.map((article) => (
            <li key={article.id} className="articles-promo__item">
              <ArticleCard article={article} headingLevel={3} placement="promo" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
