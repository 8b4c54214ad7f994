// An article in the console's list: its state, category, dates and views, with edit, the publish toggle
// and delete (the section editor runs each, with the article's own messages).
import { useId } from 'react';
import type { Article } from '@site/shared';
import { formatShortDate } from '@site/shared/bg-dates';
import { Button } from 'shell/ui';
import type { RowControls } from '../../components/item-editor/fields';
import { togglePublish } from './api';
import { articleMessages } from './messages';
import './article-row.css';
import { Badge } from '../../components/badge';

export function ArticleRow({ article, controls }: { article: Article; controls: RowControls }) {
  const titleId = useId();
  const { pending } = controls;
  const toggle = () =>
    controls.run(
      'toggle',
      async () => {
        await togglePublish(article.id);
        return article.isPublished ? articleMessages.deactivated : articleMessages.activated;
      },
      () => articleMessages.changeFailed,
    );

  // The spec words a failed delete one way, whatever the server said.
  const remove = () => controls.remove(() => articleMessages.deleteFailed);

  return (
    <article className="admin-article" aria-labelledby={titleId}>
      <div className="admin-article__head">
        <h3 id={titleId} className="admin-article__title">
          {article.title}
        </h3>
        <Badge tone={article.isPublished ? 'green' : 'amber'}>{article.isPublished ? 'Публикувана' : 'Чернова'}</Badge>
        {article.isFeatured && <Badge tone="indigo">Препоръчана</Badge>}
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
        <Button size="small" variant="outline" aria-describedby={titleId} loading={pending === 'edit'} onClick={controls.edit}>
          Редактирай
        </Button>
        <Button size="small" variant="secondary" aria-describedby={titleId} loading={pending === 'toggle'} onClick={toggle}>
          {article.isPublished ? 'Върни в чернова' : 'Публикувай'}
        </Button>
        <Button size="small" variant="outline" className="admin-button--danger" aria-describedby={titleId} loading={pending === 'remove'} onClick={remove}>
          Изтрий
        </Button>
      </div>
    </article>
  );
}

export const articleRow = (article: Article, controls: RowControls) => <ArticleRow article={article} controls={controls} />;
