import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Article } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { formatShortDate } from '@site/shared/bg-dates';
import { Button } from 'shell/ui';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { useAdminAction } from '../../../lib/use-admin-action';
import { deleteArticle, togglePublish } from '../api';
import { listMessages } from '../messages';

interface ArticleRowProps {
  article: Article;
  onEdit: (id: number) => void;
  onDeleted: (id: number) => void;
  editPending: boolean;
}

export function ArticleRow({ article, onEdit, onDeleted, editPending }: ArticleRowProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  // Every article read shows the change: this list, an edit copy, and the public lists of the articles remote.
  const refreshArticles = () => queryClient.invalidateQueries({ queryKey: queryKeys.articles.all });

  const toggle = useAdminAction(
    async (token) => {
      await togglePublish(token, article.id);
      await refreshArticles();
      useFeedbackStore.getState().showSuccess(listMessages.toggled);
    },
    () => listMessages.toggleFailed,
  );

  const removeAction = useAdminAction(
    async (token) => {
      await deleteArticle(token, article.id);
      await refreshArticles();
      onDeleted(article.id);
      useFeedbackStore.getState().showSuccess(listMessages.deleted);
    },
    () => listMessages.deleteFailed,
  );

  const onDelete = () => {
    if (removeAction.pending) return;
    if (window.confirm(listMessages.confirmDelete)) void removeAction.run();
  };

  return (
    <article className="admin-article" aria-labelledby={titleId}>
      <div className="admin-article__head">
        <h3 id={titleId} className="admin-article__title">
          {article.title}
        </h3>
        <span className={`admin-badge ${article.isPublished ? 'admin-badge--published' : 'admin-badge--draft'}`}>
          {article.isPublished ? 'Публикувана' : 'Чернова'}
        </span>
        {article.isFeatured && <span className="admin-badge admin-badge--featured">Препоръчана</span>}
      </div>
      <p className="admin-article__slug">/articles/{article.slug}</p>
      <dl className="admin-article__meta">
        <div>
          <dt>Категория</dt>
          <dd>{article.category?.name ?? 'Без категория'}</dd>
        </div>
        <div>
          <dt>Създадена на</dt>
          <dd>{formatShortDate(article.createdAt)}</dd>
        </div>
        <div>
          <dt>Публикувана на</dt>
          <dd>{article.publishedAt ? formatShortDate(article.publishedAt) : '—'}</dd>
        </div>
        <div>
          <dt>Прегледи</dt>
          <dd>{article.viewCount}</dd>
        </div>
      </dl>
      <div className="admin-article__actions">
        <Button size="small" variant="outline" aria-describedby={titleId} loading={editPending} onClick={() => onEdit(article.id)}>
          Редактирай
        </Button>
        <Button size="small" variant="secondary" aria-describedby={titleId} loading={toggle.pending} onClick={() => void toggle.run()}>
          {article.isPublished ? 'Върни в чернова' : 'Публикувай'}
        </Button>
        <Button size="small" variant="outline" className="admin-button--danger" aria-describedby={titleId} loading={removeAction.pending} onClick={onDelete}>
          Изтрий
        </Button>
      </div>
    </article>
  );
}
