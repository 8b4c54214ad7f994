import { Link } from 'shell/router';
import type { Category } from '@site/shared';
import { categoryColor, listPath } from '../article-display';
import './category-sidebar.css';

interface CategorySidebarProps {
  categories: Category[];
  /** Number of all published articles. */
  total: number;
  /** The slug in the URL, or null for all articles. */
  selected: string | null;
}

/** 'Всички статии' and each category with its count; the choice lives in the URL (?category=slug). */
export function CategorySidebar({ categories, total, selected }: CategorySidebarProps) {
  return (
    <nav className="articles-sidebar" aria-label="Категории">
      <h2 className="articles-sidebar__heading">Категории</h2>
      <ul className="articles-sidebar__list">
        <li>
          <Link to={listPath(null)} className="articles-sidebar__link" aria-current={selected === null ? 'page' : undefined}>
            <span className="articles-sidebar__name">Всички статии</span>
            <span className="articles-sidebar__count">{total}</span>
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={listPath(category.slug)} className="articles-sidebar__link" aria-current={selected === category.slug ? 'page' : undefined}>
              <span className="articles-sidebar__dot" style={{ backgroundColor: categoryColor(category.color) }} aria-hidden="true" />
              <span className="articles-sidebar__name">{category.name}</span>
              <span className="articles-sidebar__count">{category.articleCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
