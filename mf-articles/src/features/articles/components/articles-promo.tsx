import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '@site/shared';
import { fetchFeaturedArticles, fetchPublishedArticles } from '../api';
import { promoArticles } from '../article-display';
import { ArticleCard } from './article-card';
import './articles-promo.css';

/** The home page's articles section: three articles (featured first) and the way to all of them. */
export function ArticlesPromo() {
  const [featured, setFeatured] = useState<Article[]>([]);
  useEffect(() => {
    let active = true;
    // The published list is the one the list page uses (cached for the visit). Without either call
    // the section still invites to the list.
    void Promise.allSettled([fetchFeaturedArticles(), fetchPublishedArticles()]).then(([picked, newest]) => {
      if (!active) return;
      setFeatured(
        promoArticles(picked.status === 'fulfilled' ? picked.value : [], newest.status === 'fulfilled' ? newest.value : []),
      );
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="articles-promo" aria-labelledby="articles-promo-title">
      <div className="articles-promo__intro">
        <h2 id="articles-promo-title" className="articles-promo__title">
          Полезни статии за вашия бизнес
        </h2>
        <p className="articles-promo__text">
          Практични съвети за планиране, продажби, финанси и управление на екип от нашите преподаватели.
        </p>
        <Link to="/articles" className="articles-promo__cta">
          Към всички статии <span aria-hidden="true">→</span>
        </Link>
      </div>
      {featured.length > 0 && (
        <ul className="articles-promo__list">
          {featured.map((article) => (
            <li key={article.id} className="articles-promo__item">
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
