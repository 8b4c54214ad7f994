import { useQuery } from '@tanstack/react-query';
import { useSearchParams, Link } from 'shell/router';
import type { ArticleSummary } from '@site/shared';
import { LIST_DESCRIPTION, LIST_TITLE } from '../article-meta';
import { listPath, listPlace, sidebarCategories } from '../article-display';
import { listPageQuery, useActiveCategories } from '../queries';
import { ArticleCard } from './article-card';
import { ArticlesPager } from './articles-pager';
import { CategorySidebar } from './category-sidebar';
import './articles-list-page.css';

export const EMPTY_TEXT = 'Все още няма публикувани статии.';
export const EMPTY_CATEGORY_TEXT = 'Няма статии в тази категория.';
export const PAST_THE_END_TEXT = 'Тази страница е празна: статиите са по-малко.';

/**
 * /articles: published articles, newest first, a page at a time, filtered by the category in the URL
 * (`?category=slug&page=2`). As the spec says for list failures, a failed read (logged by the query cache)
 * leaves its part empty: the page shows its empty text or, when only the categories failed, the articles
 * without a filter list.
 */
export function ArticlesListPage() {
  const [searchParams] = useSearchParams();
  const { category: selected, page } = listPlace(searchParams);
  const shown = useQuery(listPageQuery(page, selected));
  // The count beside 'Всички статии' when a category is chosen (its first page, kept for going back to it).
  const everything = useQuery({ ...listPageQuery(1, null), enabled: selected !== null });
  const active = useActiveCategories();

  const categories = active.data ? sidebarCategories(active.data) : [];
  const selectedName = categories.find((category) => category.slug === selected)?.name;
  const total = (selected === null ? shown.data : everything.data)?.page.total ?? 0;

  return (
    <div className="articles-page">
      <header className="articles-page__header">
        <h1 className="articles-page__title">{LIST_TITLE}</h1>
        <p className="articles-page__lead">{LIST_DESCRIPTION}</p>
      </header>
      {/* Pending only if the cache lost what the route's loader read. */}
      {shown.isPending || active.isPending ? (
        <p className="articles-page__status" role="status">
          Зареждане...
        </p>
      ) : (
        <div className="articles-page__layout">
          <aside className="articles-page__aside">
            <CategorySidebar categories={categories} total={total} selected={selected} />
          </aside>
          <section className="articles-page__results" aria-label={selectedName ?? 'Всички статии'}>
            {shown.data && shown.data.items.length > 0 ? (
              <>
                <ArticleGrid articles={shown.data.items} />
                <ArticlesPager page={shown.data.page} category={selected} />
              </>
            ) : shown.data && shown.data.page.total > 0 ? (
              <p className="articles-page__empty">
                {PAST_THE_END_TEXT} <Link to={listPath(selected)}>Към първата страница</Link>
              </p>
            ) : (
              <p className="articles-page__empty">{selected ? EMPTY_CATEGORY_TEXT : EMPTY_TEXT}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function ArticleGrid({ articles }: { articles: ArticleSummary[] }) {
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
