import type { CategoryRef } from '@site/shared';
import { categoryColor, readableTextColor } from '../article-display';
import './category-badge.css';

/** The category's name on its own colour (blue when it has none). */
export function CategoryBadge({ category }: { category: Pick<CategoryRef, 'name' | 'color'> }) {
  const background = categoryColor(category.color);
  return (
    <span className="articles-badge" style={{ backgroundColor: background, color: readableTextColor(background) }}>
      {category.name}
    </span>
  );
}
