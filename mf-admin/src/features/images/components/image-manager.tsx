import { Button } from 'shell/ui';
import { imageMessages } from '../messages';
import { useImages, useRefreshImages } from '../queries';
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
  const images = useImages();
  // A failed refresh keeps the names read before.
  const names = images.data ?? [];

  const refresh = useRefreshImages({
    successMessage: () => imageMessages.refreshed,
    errorMessage: () => imageMessages.loadFailed,
  });

  return (
    <section className="admin-section admin-images" aria-labelledby="admin-images-heading">
      <div className="admin-section__head">
        <h2 id="admin-images-heading">Снимки</h2>
        <Button size="small" variant="outline" loading={refresh.isPending} onClick={() => refresh.mutate()}>
          Обнови
        </Button>
      </div>
      <ImageUpload />
      {images.isLoading && <p>Зареждане...</p>}
      {images.isError && names.length === 0 && <p className="admin-images__error">{imageMessages.loadFailed}</p>}
      {images.isSuccess && names.length === 0 && <p>Няма качени снимки.</p>}
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
