import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyPageMeta, type Article } from '@site/shared';
import { LIST_DESCRIPTION, LIST_TITLE } from '../article-meta';
import { useArticleList } from '../use-article-list';
import { ArticleCard } from './article-card';
import { CategorySidebar } from './category-sidebar';
import './articles-list-page.css';

export const EMPTY_TEXT = 'Все още няма публикувани статии.';
export const EMPTY_CATEGORY_TEXT = 'Няма статии в тази категория.';

/** /articles: published articles, newest first, filtered by the category in the URL. */
export function ArticlesListPage() {
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('category') || null;
  const state = useArticleList();

  const categories = state.status === 'ready' ? state.categories : [];
  const selectedName = categories.find(({ category }) => category.slug === selected)?.category.name;

  useEffect(() => {
    const canonical = `${window.location.origin}/articles${selected ? `?category=${encodeURIComponent(selected)}` : ''}`;
    return applyPageMeta({
      title: selectedName ? `${selectedName} – ${LIST_TITLE}` : LIST_TITLE,
      description: selectedName ? `Статии в категория „${selectedName}“. ${LIST_DESCRIPTION}` : LIST_DESCRIPTION,
      canonical,
      openGraph: { type: 'website', title: selectedName ?? LIST_TITLE, description: LIST_DESCRIPTION, url: canonical },
    });
  }, [selected, selectedName]);

  return (
    <div className="articles-page">
      <header className="articles-page__header">
        <h1 className="articles-page__title">{LIST_TITLE}</h1>
        <p className="articles-page__lead">{LIST_DESCRIPTION}</p>
      </header>
      {state.status === 'loading' ? (
        <p className="articles-page__status" role="status">
          Зареждане...
        </p>
      ) : (
        <div className="articles-page__layout">
          <aside className="articles-page__aside">
            <CategorySidebar categories={state.categories} total={state.articles.length} selected={selected} />
          </aside>
          <section className="articles-page__results" aria-label={selectedName ?? 'Всички статии'}>
            <ArticleGrid
              articles={selected ? state.articles.filter((article) => article.category?.slug === selected) : state.articles}
              emptyText={selected ? EMPTY_CATEGORY_TEXT : EMPTY_TEXT}
            />
          </section>
        </div>
      )}
    </div>
  );
}

function ArticleGrid({ articles, emptyText }: { articles: Article[]; emptyText: string }) {
  if (articles.length === 0) return <p className="articles-page__empty">{emptyText}</p>;
  return (
    <ul className="articles-grid">
      {articles.map((article) => (
        <li key={article.id} className="articles-grid__item">
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
