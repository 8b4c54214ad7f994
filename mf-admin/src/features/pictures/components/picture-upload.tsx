// Uploading a picture with its alternative text, with a progress bar. Not a <form>: it also sits
// inside an item's form, and a form cannot hold another.
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PictureInLibrary } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { altTextError } from '@site/shared/pictures';
import { Button } from 'shell/ui';
import { FormField } from '../../../components/form-field';
import type { PendingPicture } from '../../../components/item-editor/item-form';
import { serverMessage } from '../../../lib/api-errors';
import { useConsoleMutation } from '../../../lib/use-console-mutation';
import { uploadPicture } from '../api';
import { libraryMessages, MAX_PICTURE_BYTES, pictureMessages } from '../messages';

function fileProblem(file: File | null): string | null {
  if (!file) return pictureMessages.missingFile;
  if (!file.type.startsWith('image/')) return pictureMessages.notAPicture;
  if (file.size > MAX_PICTURE_BYTES) return pictureMessages.tooLarge;
  return null;
}

interface PictureUploadProps {
  onUploaded?: (picture: PictureInLibrary) => void;
  /** `heading`: beside the library's select it offers an alternative; alone (the library page) it does not. */
  heading?: string;
  /** Inside an item's form: told when a file is chosen (and when not any more), so saving the item uploads it. */
  onPendingChange?: (pending: PendingPicture | null) => void;
}

export function PictureUpload({ onUploaded, heading = libraryMessages.uploadHeading, onPendingChange }: PictureUploadProps) {
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();

  /** Checks the file and text (saying what is wrong beside them), then uploads; null when they were refused. */
  const send = async (): Promise<PictureInLibrary | null> => {
    const found = { file: fileProblem(file) ?? undefined, alt: altTextError(alt) ?? undefined };
    setErrors(found);
    if (found.file || found.alt || !file) return null;
    setProgress(0);
    try {
      const picture = await uploadPicture(file, alt.trim(), setProgress);
      await queryClient.invalidateQueries({ queryKey: queryKeys.pictures.all });
      setFile(null);
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
      onUploaded?.(picture);
      return picture;
    } finally {
      setProgress(null);
    }
  };

  // Not a hook of the feature's queries: the same upload also runs inside an item's save (`onPendingChange`).
  const upload = useConsoleMutation({
    mutationFn: send,
    successMessage: (picture) => (picture ? pictureMessages.uploaded : null),
    errorMessage: (error) => serverMessage(error) ?? libraryMessages.uploadFailed,
  });

  // A chosen file is what staff mean to show: the item's form uploads it on save if they did not press the button.
  const latest = useRef({ send, onPendingChange });
  latest.current = { send, onPendingChange };
  const chosen = file !== null;
  useEffect(() => {
    latest.current.onPendingChange?.(chosen ? { upload: async () => (await latest.current.send())?.id ?? null } : null);
  }, [chosen]);
  useEffect(() => () => latest.current.onPendingChange?.(null), []);

  return (
    <div className="admin-upload" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="admin-field__label">
        {heading}
      </p>
      <FormField label={libraryMessages.fileLabel} error={errors.file}>
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormField label={libraryMessages.altLabel} required error={errors.alt}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={alt}
            maxLength={300}
            onChange={(event) => setAlt(event.target.value)}
            // Enter uploads the picture; it must not submit the item's form around this field.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              upload.mutate();
            }}
          />
        )}
      </FormField>
      {progress !== null && (
        <progress max={100} value={progress} aria-label={libraryMessages.progress}>
          {progress}%
        </progress>
      )}
      <Button type="button" size="small" variant="secondary" loading={upload.isPending} onClick={() => upload.mutate()}>
        {libraryMessages.uploadButton}
      </Button>
    </div>
  );
}
