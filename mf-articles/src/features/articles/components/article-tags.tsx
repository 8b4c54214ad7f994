import './article-tags.css';

export function ArticleTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="articles-tags" aria-label="Етикети">
      {tags.map((tag) => (
        <li key={tag} className="articles-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
