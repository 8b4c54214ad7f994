import { useEffect } from 'react';
import { Button } from 'shell/ui';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { reportFailure, useAdminAction } from '../../../lib/use-admin-action';
import { listImages } from '../api';
import { imageMessages } from '../messages';
import { useImagesStore } from '../store';
import { ImageCard } from './image-card';
import { ImageUpload } from './image-upload';
import './image-manager.css';

interface ImageManagerProps {
  /** The featured image of the article in the form, marked in the grid. */
  featuredImage: string;
  onPick: (name: string) => void;
  onDeleted: (name: string) => void;
}

/** Upload, preview, pick, copy and delete the article images. */
export function ImageManager({ featuredImage, onPick, onDeleted }: ImageManagerProps) {
  const names = useImagesStore((state) => state.names);
  const status = useImagesStore((state) => state.status);

  useEffect(() => {
    const { setNames, setStatus } = useImagesStore.getState();
    let active = true;
    setStatus('loading');
    listImages().then(
      (loaded) => active && setNames(loaded),
      (error: unknown) => {
        if (!active) return;
        setStatus('error');
        reportFailure(error, () => null);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const refresh = useAdminAction(async () => {
    useImagesStore.getState().setNames(await listImages());
    useFeedbackStore.getState().showSuccess(imageMessages.refreshed);
  }, () => imageMessages.loadFailed);

  return (
    <section className="admin-section admin-images" aria-labelledby="admin-images-heading">
      <div className="admin-section__head">
        <h2 id="admin-images-heading">Снимки</h2>
        <Button size="small" variant="outline" loading={refresh.pending} onClick={() => void refresh.run()}>
          Обнови
        </Button>
      </div>
      <ImageUpload />
      {status === 'loading' && names.length === 0 && <p>Зареждане...</p>}
      {status === 'error' && names.length === 0 && <p className="admin-images__error">{imageMessages.loadFailed}</p>}
      {status === 'ready' && names.length === 0 && <p>Няма качени снимки.</p>}
      {names.length > 0 && (
        <ul className="admin-images__grid" aria-label="Качени снимки">
          {names.map((name) => (
            <li key={name}>
              <ImageCard name={name} isFeatured={name === featuredImage} onPick={onPick} onDeleted={onDeleted} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
