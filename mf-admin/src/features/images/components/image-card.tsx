import { useId } from 'react';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { articleImagePath } from '@site/shared/article-images';
import { imageMessages } from '../messages';
import { useDeleteImage } from '../queries';
import { Badge } from '../../../components/badge';

interface ImageCardProps {
  name: string;
  isFeatured: boolean;
  onPick: (name: string) => void;
  onDeleted: (name: string) => void;
}

export function ImageCard({ name, isFeatured, onPick, onDeleted }: ImageCardProps) {
  const captionId = useId();
  const url = articleImagePath(name);

  const remove = useDeleteImage({
    onSuccess: () => onDeleted(name),
    successMessage: () => imageMessages.deleted,
    errorMessage: (error) => serverMessage(error) ?? imageMessages.deleteFailed,
  });

  const copy = async () => {
    const feedback = useFeedbackStore.getState();
    feedback.clear();
    try {
      // navigator.clipboard is missing on plain http and in old browsers: say the address instead.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      feedback.showSuccess(imageMessages.copied(url));
    } catch {
      feedback.showError(imageMessages.copyFailed(url));
    }
  };

  const pick = () => {
    onPick(name);
    useFeedbackStore.getState().showSuccess(imageMessages.picked);
  };

  const onDelete = () => {
    if (remove.isPending) return;
    if (window.confirm(imageMessages.confirmDelete)) remove.mutate(name);
  };

  return (
    <figure className={isFeatured ? 'admin-image admin-image--featured' : 'admin-image'} aria-labelledby={captionId}>
      <img src={url} alt={name} loading="lazy" className="admin-image__preview" />
      <figcaption id={captionId} className="admin-image__name">
        {name}
        {isFeatured && <Badge tone="indigo">Основна</Badge>}
      </figcaption>
      <div className="admin-image__actions">
        <Button size="small" variant="outline" aria-describedby={captionId} onClick={pick} disabled={isFeatured}>
          За основна
        </Button>
        <Button size="small" variant="outline" aria-describedby={captionId} onClick={() => void copy()}>
          Копирай адреса
        </Button>
        <Button size="small" variant="outline" className="admin-button--danger" aria-describedby={captionId} loading={remove.isPending} onClick={onDelete}>
          Изтрий
        </Button>
      </div>
    </figure>
  );
}
