import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { imageMessages, MAX_IMAGE_BYTES } from '../messages';
import { useUploadImage } from '../queries';

/** Checked here before sending (type and size), and again by the server, which reads the bytes. */
function rejectionOf(file: File): string | null {
  if (!file.type.startsWith('image/')) return imageMessages.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge;
  return null;
}

export function ImageUpload() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // Of the upload under way: its bar is shown while it is pending.
  const [progress, setProgress] = useState(0);

  const upload = useUploadImage({
    onSuccess: () => {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    },
    successMessage: () => imageMessages.uploaded,
    errorMessage: (error) => serverMessage(error) ?? imageMessages.uploadFailed,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const feedback = useFeedbackStore.getState();
    if (!file) {
      feedback.showError(imageMessages.noFile);
      return;
    }
    const rejection = rejectionOf(file);
    if (rejection) {
      feedback.showError(rejection);
      return;
    }
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  };

  return (
    <form className="admin-upload" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="admin-field__label">
        Изображение за качване
      </label>
      <div className="admin-upload__controls">
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept="image/*"
          onChange={(event) => {
            useFeedbackStore.getState().clear();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <Button type="submit" size="small" loading={upload.isPending}>
          Качи
        </Button>
      </div>
      <p className="admin-field__hint">JPEG, PNG, WebP, GIF или AVIF, до 5 MB.</p>
      {upload.isPending && (
        <div className="admin-upload__progress">
          <progress max={100} value={progress} aria-label="Напредък на качването" />
          <span>{progress}%</span>
        </div>
      )}
    </form>
  );
}
