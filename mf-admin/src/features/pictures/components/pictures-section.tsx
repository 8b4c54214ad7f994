// The picture library: every picture with its size and the items that show it; one in use is not
// deleted (the server names where it is used, and that is what staff read).
import { useId } from 'react';
import type { PictureInLibrary } from '@site/shared';
import { describePictureUses, pictureFilePath } from '@site/shared/pictures';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { libraryMessages, pictureMessages } from '../messages';
import { useDeletePicture, usePictures } from '../queries';
import { PictureUpload } from './picture-upload';

export function PicturesSection() {
  const headingId = useId();
  const { data, isError } = usePictures();
  return (
    <div className="admin-page__sections">
      <section className="admin-section" aria-labelledby={headingId}>
        <div className="admin-section__head">
          <h2 id={headingId}>{libraryMessages.heading}</h2>
        </div>
        <PictureUpload heading={libraryMessages.uploadNew} />
        {isError && <p role="alert">{libraryMessages.loadFailed}</p>}
        {data && data.length === 0 && <p>{libraryMessages.empty}</p>}
        <ul className="admin-picture-grid">
          {data?.map((picture) => (
            <li key={picture.id}>
              <PictureCard picture={picture} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function PictureCard({ picture }: { picture: PictureInLibrary }) {
  const remove = useDeletePicture({
    successMessage: () => pictureMessages.deleted,
    errorMessage: (error) => serverMessage(error) ?? libraryMessages.deleteFailed,
  });
  const onDelete = () => {
    if (window.confirm(libraryMessages.confirmDelete(picture.alt))) remove.mutate(picture.id);
  };
  return (
    <article className="admin-picture-card">
      <img src={pictureFilePath(picture, picture.widths[0] ?? picture.width, 'webp')} alt={picture.alt} width={480} height={270} loading="lazy" />
      <div className="admin-picture-card__body">
        <p>
          <strong>{picture.alt}</strong>
        </p>
        <p>
          {picture.width}×{picture.height} px, {picture.format.toUpperCase()} + AVIF + WebP
        </p>
        <p>{picture.usedBy.length > 0 ? `${libraryMessages.usedBy}: ${describePictureUses(picture.usedBy)}` : libraryMessages.unused}</p>
        <Button size="small" variant="outline" className="admin-button--danger" loading={remove.isPending} onClick={onDelete}>
          Изтрий
        </Button>
      </div>
    </article>
  );
}
