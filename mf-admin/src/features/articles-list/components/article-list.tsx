import { Button } from 'shell/ui';
import { listMessages } from '../messages';
import { useStaffArticles } from '../queries';
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
  const list = useStaffArticles();
  // A failed reload keeps the articles read before, under the error and its retry.
  const articles = list.data ?? [];

  return (
    <section className="admin-section admin-list" aria-labelledby="admin-list-heading">
      <div className="admin-section__head">
        <h2 id="admin-list-heading">Статии {list.isSuccess && <span className="admin-list__count">({articles.length})</span>}</h2>
      </div>
      {list.isLoading && <p>Зареждане...</p>}
      {list.isError && (
        <div className="admin-list__error">
          <p>{listMessages.loadFailed}</p>
          <Button size="small" variant="outline" onClick={() => void list.refetch()}>
            Опитай отново
          </Button>
        </div>
      )}
      {list.isSuccess && articles.length === 0 && <p>{listMessages.empty}</p>}
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
