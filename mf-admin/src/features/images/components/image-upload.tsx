import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { useAdminAction } from '../../../lib/use-admin-action';
import { uploadImage } from '../api';
import { imageMessages, MAX_IMAGE_BYTES } from '../messages';

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
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();

  const upload = useAdminAction(
    async (chosen: File) => {
      setProgress(0);
      try {
        await uploadImage(chosen, setProgress);
        await queryClient.invalidateQueries({ queryKey: queryKeys.articles.images() });
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
        useFeedbackStore.getState().showSuccess(imageMessages.uploaded);
      } finally {
        setProgress(null);
      }
    },
    (error) => serverMessage(error) ?? imageMessages.uploadFailed,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.pending) return;
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
    void upload.run(file);
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
        <Button type="submit" size="small" loading={upload.pending}>
          Качи
        </Button>
      </div>
      <p className="admin-field__hint">JPEG, PNG, WebP, GIF или AVIF, до 5 MB.</p>
      {progress !== null && (
        <div className="admin-upload__progress">
          <progress max={100} value={progress} aria-label="Напредък на качването" />
          <span>{progress}%</span>
        </div>
      )}
    </form>
  );
}
