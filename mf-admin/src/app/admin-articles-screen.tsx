// The /admin/articles screen: the password gate, then the list, the form and the images, wired
// together here because a feature never imports another.
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { parseSelectedId } from '@site/shared/article-form';
import { useSessionStore } from '../lib/session-store';
import { PasswordGate } from '../features/auth/components/password-gate';
import { ArticleList } from '../features/articles-list/components/article-list';
import { ArticleForm } from '../features/article-form/components/article-form';
import { formMessages } from '../features/article-form/messages';
import { confirmDiscard, useArticleFormStore } from '../features/article-form/store';
import { useLoadForEdit } from '../features/article-form/use-load-for-edit';
import { ImageManager } from '../features/images/components/image-manager';
import { useImages } from '../features/images/queries';
import { PictureField } from '../features/pictures/components/picture-field';
import { ConsoleHeader } from './console-header';
import { staffReadKeys } from './console-sections';
import './admin.css';

const NO_IMAGES: readonly string[] = [];

/** Everything the administrator sees once signed in; `justSignedIn` moves focus to its heading. */
function AdminWorkspace({ justSignedIn }: { justSignedIn: boolean }) {
  const imageNames = useImages().data;
  const featuredImage = useArticleFormStore((state) => state.values.featuredImage);
  const pictureId = useArticleFormStore((state) => state.values.pictureId);
  const loadForEdit = useLoadForEdit();

  const onArticleDeleted = useCallback((id: number) => {
    const form = useArticleFormStore.getState();
    if (form.mode === 'edit' && form.editingId === id) form.startCreate();
  }, []);
  const onImagePicked = useCallback((name: string) => useArticleFormStore.getState().setText('featuredImage', name), []);
  const onImageDeleted = useCallback((name: string) => {
    const form = useArticleFormStore.getState();
    if (form.values.featuredImage === name) form.setText('featuredImage', '');
  }, []);

  const beforeSignOut = () => {
    if (!confirmDiscard(formMessages.unsavedChanges)) return false;
    // Nothing of this session stays behind in the tab.
    useArticleFormStore.getState().reset();
    return true;
  };

  return (
    <div className="admin-page">
      <ConsoleHeader current="articles" title="Управление на статии" justSignedIn={justSignedIn} beforeSignOut={beforeSignOut} />
      <div className="admin-page__sections">
        <ArticleList onEdit={(id) => void loadForEdit.run(id)} onDeleted={onArticleDeleted} editingPendingId={loadForEdit.pendingId} />
        <ArticleForm
          imageNames={imageNames ?? NO_IMAGES}
          pictureField={
            <PictureField
              label="Снимка от библиотеката (с алтернативен текст; показва се вместо основната снимка)"
              withUpload={false}
              value={parseSelectedId(pictureId)}
              onChange={(id) => useArticleFormStore.getState().setText('pictureId', id === null ? '' : String(id))}
            />
          }
        />
        <ImageManager featuredImage={featuredImage} onPick={onImagePicked} onDeleted={onImageDeleted} />
      </div>
    </div>
  );
}

export function AdminArticlesScreen() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  // Set once the password gate has been shown: the workspace that follows it was reached by signing in.
  const gateShown = useRef(false);
  if (!token) gateShown.current = true;

  // A new session reads afresh what an earlier one read, or failed to read when its token was refused.
  const onSessionStart = useCallback(() => {
    for (const queryKey of staffReadKeys) queryClient.removeQueries({ queryKey });
  }, [queryClient]);

  return <div className="admin-root">{token ? <AdminWorkspace justSignedIn={gateShown.current} /> : <PasswordGate onSessionStart={onSessionStart} />}</div>;
}
