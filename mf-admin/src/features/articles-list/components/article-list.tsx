import { useEffect } from 'react';
import { Button } from 'shell/ui';
import { listMessages } from '../messages';
import { useArticlesListStore } from '../store';
import { ArticleRow } from './article-row';
import './article-list.css';

interface ArticleListProps {
  /** Open the article in the form. */
  onEdit: (id: number) => void;
  onDeleted: (id: number) => void;
  /** The article whose edit is loading, shown on its button. */
  editingPendingId?: number | null;
}

/** All articles, drafts included, with their state and the actions on each. */
export function ArticleList({ onEdit, onDeleted, editingPendingId = null }: ArticleListProps) {
  const articles = useArticlesListStore((state) => state.articles);
  const status = useArticlesListStore((state) => state.status);
  const load = useArticlesListStore((state) => state.load);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="admin-section admin-list" aria-labelledby="admin-list-heading">
      <div className="admin-section__head">
        <h2 id="admin-list-heading">Статии {status === 'ready' && <span className="admin-list__count">({articles.length})</span>}</h2>
      </div>
      {status === 'loading' && articles.length === 0 && <p>Зареждане...</p>}
      {status === 'error' && (
        <div className="admin-list__error">
          <p>{listMessages.loadFailed}</p>
          <Button size="small" variant="outline" onClick={() => void load()}>
            Опитай отново
          </Button>
        </div>
      )}
      {status === 'ready' && articles.length === 0 && <p>{listMessages.empty}</p>}
      {articles.length > 0 && (
        <ul className="admin-list__items">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleRow article={article} onEdit={onEdit} onDeleted={onDeleted} editPending={editingPendingId === article.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
