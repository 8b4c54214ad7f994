// An item's picture: chosen from the library, or uploaded here and chosen at once (or when the item is saved).
import { useId } from 'react';
import { pictureFilePath } from '@site/shared/pictures';
import { Link } from 'shell/router';
import type { PendingPicture } from '../../../components/item-editor/item-form';
import { usePictures } from '../queries';
import { libraryMessages } from '../messages';
import { PictureUpload } from './picture-upload';

interface PictureFieldProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  /** False where the screen has its own upload (the article screen): choose from the library only. */
  withUpload?: boolean;
  /** Told of a file chosen in the upload but not uploaded yet, which saving the item uploads. */
  onPendingChange?: (pending: PendingPicture | null) => void;
}

export function PictureField({ label, value, onChange, error, withUpload = true, onPendingChange }: PictureFieldProps) {
  const selectId = useId();
  const library = usePictures().data ?? [];
  const current = library.find((picture) => picture.id === value) ?? null;
  return (
    <fieldset className="admin-choices admin-picture-field">
      <legend className="admin-field__label">{label}</legend>
      <div className="admin-field">
        <label htmlFor={selectId} className="admin-field__label">
          {libraryMessages.choose}
        </label>
        <select
          id={selectId}
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{libraryMessages.none}</option>
          {library.map((picture) => (
            <option key={picture.id} value={picture.id}>
              {picture.alt} ({picture.width}×{picture.height})
            </option>
          ))}
        </select>
        {error && <p className="admin-field__error">{error}</p>}
      </div>
      {current && (
        <div className="admin-picture-field__current">
          <img
            src={pictureFilePath(current, current.widths[0] ?? current.width, 'webp')}
            alt={current.alt}
            width={160}
            height={Math.round((160 * current.height) / current.width)}
          />
        </div>
      )}
      {withUpload ? (
        <PictureUpload onUploaded={(picture) => onChange(picture.id)} onPendingChange={onPendingChange} />
      ) : (
        <p className="admin-field__hint">
          Нова снимка с алтернативен текст се качва в раздела <Link to="/admin/pictures">Снимки</Link>.
        </p>
      )}
    </fieldset>
  );
}
