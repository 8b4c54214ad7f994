import { useSearchParams } from 'shell/router';
import type { ArticleSummary } from '@site/shared';
import { LIST_DESCRIPTION, LIST_TITLE } from '../article-meta';
import { sidebarCategories } from '../article-display';
import { useActiveCategories, usePublishedArticles } from '../queries';
import { ArticleCard } from './article-card';
import { CategorySidebar } from './category-sidebar';
import './articles-list-page.css';

export const EMPTY_TEXT = 'Все още няма публикувани статии.';
export const EMPTY_CATEGORY_TEXT = 'Няма статии в тази категория.';

/**
 * /articles: published articles, newest first, filtered by the category in the URL. As the spec says
 * for list failures, a failed read (logged by the query cache) leaves its part empty: the page shows
 * its empty text or, when only the categories failed, the articles without a filter list.
 */
export function ArticlesListPage() {
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('category') || null;
  const published = usePublishedArticles();
  const active = useActiveCategories();

  const articles = published.data ?? [];
  const categories = active.data ? sidebarCategories(active.data, articles) : [];
  const selectedName = categories.find(({ category }) => category.slug === selected)?.category.name;

  return (
    <div className="articles-page">
      <header className="articles-page__header">
        <h1 className="articles-page__title">{LIST_TITLE}</h1>
        <p className="articles-page__lead">{LIST_DESCRIPTION}</p>
      </header>
      {/* Pending only if the cache lost what the route's loader read. */}
      {published.isPending || active.isPending ? (
        <p className="articles-page__status" role="status">
          Зареждане...
        </p>
      ) : (
        <div className="articles-page__layout">
          <aside className="articles-page__aside">
            <CategorySidebar categories={categories} total={articles.length} selected={selected} />
          </aside>
          <section className="articles-page__results" aria-label={selectedName ?? 'Всички статии'}>
            <ArticleGrid
              articles={selected ? articles.filter((article) => article.category?.slug === selected) : articles}
              emptyText={selected ? EMPTY_CATEGORY_TEXT : EMPTY_TEXT}
            />
          </section>
        </div>
      )}
    </div>
  );
}

function ArticleGrid({ articles, emptyText }: { articles: ArticleSummary[]; emptyText: string }) {
  if (articles.length === 0) return <p className="articles-page__empty">{emptyText}</p>;
  return (
    <ul className="articles-card-list articles-grid">
      {articles.map((article, index) => (
        <li key={article.id} className="articles-grid__item">
          <ArticleCard article={article} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
