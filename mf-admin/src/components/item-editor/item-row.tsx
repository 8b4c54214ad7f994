// One item in a console list: its picture, title, details and status, with edit, activate or
// deactivate, move up or down, and delete (after a confirmation).
import { useId } from 'react';
import type { Picture } from '@site/shared';
import { pictureFilePath } from '@site/shared/pictures';
import { Button } from 'shell/ui';
import { Badge } from '../badge';

interface ItemRowProps {
  title: string;
  details: string[];
  picture: Picture | null;
  isActive: boolean;
  statusLabels: { active: string; inactive: string };
  order: number | null;
  busy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

export function ItemRow(props: ItemRowProps) {
  const { title, details, picture, isActive, statusLabels, order, busy, canMoveUp, canMoveDown } = props;
  const titleId = useId();
  return (
    <article className="admin-item" aria-labelledby={titleId}>
      {picture ? (
        <img
          className="admin-item__thumb"
          src={pictureFilePath(picture, picture.widths[0] ?? picture.width, 'webp')}
          alt=""
          width={96}
          height={Math.round((96 * picture.height) / picture.width)}
          loading="lazy"
        />
      ) : (
        <span className="admin-item__thumb admin-item__thumb--none" aria-hidden="true" />
      )}
      <div className="admin-item__body">
        <div className="admin-item__head">
          <h3 id={titleId} className="admin-item__title">
            {title}
          </h3>
          <Badge tone={isActive ? 'green' : 'amber'}>{isActive ? statusLabels.active : statusLabels.inactive}</Badge>
          {order !== null && <span className="admin-item__order">Ред: {order}</span>}
        </div>
        {details.map((line) => (
          <p key={line} className="admin-item__detail">
            {line}
          </p>
        ))}
        <div className="admin-item__actions">
          <Button size="small" variant="outline" aria-describedby={titleId} onClick={props.onEdit}>
            Редактирай
          </Button>
          <Button size="small" variant="secondary" aria-describedby={titleId} loading={busy} onClick={props.onToggle}>
            {isActive ? 'Деактивирай' : 'Активирай'}
          </Button>
          {order !== null && (
            <>
              <Button size="small" variant="outline" aria-label={`Премести „${title}“ нагоре`} disabled={!canMoveUp || busy} onClick={() => props.onMove(-1)}>
                ↑
              </Button>
              <Button size="small" variant="outline" aria-label={`Премести „${title}“ надолу`} disabled={!canMoveDown || busy} onClick={() => props.onMove(1)}>
                ↓
              </Button>
            </>
          )}
          <Button size="small" variant="outline" className="admin-button--danger" aria-describedby={titleId} disabled={busy} onClick={props.onDelete}>
            Изтрий
          </Button>
        </div>
      </div>
    </article>
  );
}
