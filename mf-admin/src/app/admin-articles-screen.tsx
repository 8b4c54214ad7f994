// The /admin/articles screen: the password gate, then the articles section (list and form), with the
// uploaded images beside it, wired together here because a feature never imports another.
import { useCallback, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../lib/session-store';
import { textOf } from '../components/item-editor/fields';
import type { PictureFieldProps } from '../components/item-editor/item-form';
import { SectionEditor, type FormAccess } from '../components/item-editor/section-editor';
import { PasswordGate } from '../features/auth/components/password-gate';
import { articlesSection, type ArticleFormName } from '../features/articles-admin/config';
import { articleMessages, categoriesFailed } from '../features/articles-admin/messages';
import { useStaffArticles } from '../features/articles-admin/queries';
import { useCategories } from '../features/categories-admin/queries';
import { ImageManager } from '../features/images/components/image-manager';
import { useImages } from '../features/images/queries';
import { PictureField } from '../features/pictures/components/picture-field';
import { ConsoleFrame } from './console-frame';
import { ConsoleHeader } from './console-header';
import { sectionOf, staffReadKeys } from './console-sections';
import './admin.css';

/** An article picks a library picture; uploads are the pictures section's. */
const renderPicture = (props: PictureFieldProps) => <PictureField {...props} withUpload={false} />;

/** The uploaded images: one picked becomes the featured image, one deleted stops being it. */
function renderImages({ values, change }: FormAccess<ArticleFormName>) {
  const featuredImage = textOf(values, 'featuredImage');
  return (
    <ImageManager
      featuredImage={featuredImage}
      onPick={(name) => change('featuredImage', name)}
      onDeleted={(name) => {
        if (featuredImage === name) change('featuredImage', '');
      }}
    />
  );
}

/** Everything the administrator sees once signed in; `justSignedIn` moves focus to its heading. */
function AdminWorkspace({ justSignedIn }: { justSignedIn: boolean }) {
  const articles = useStaffArticles();
  const categories = useCategories();
  const imageNames = useImages().data;
  const dirty = useRef(false);
  const onDirtyChange = useCallback((now: boolean) => {
    dirty.current = now;
  }, []);

  // If the categories cannot be read, the article can still be saved without one.
  const options = useMemo(
    () => ({
      categoryId: {
        options: (categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.isActive ? category.name : `${category.name} (неактивна)`,
        })),
        hint: categories.isError ? categoriesFailed : undefined,
      },
      featuredImage: { options: (imageNames ?? []).map((name) => ({ value: name, label: name })) },
    }),
    [categories.data, categories.isError, imageNames],
  );

  // Nothing of this session stays behind in the tab: the form goes with the workspace.
  const beforeSignOut = () => !dirty.current || window.confirm(articleMessages.unsavedChanges);

  return (
    <div className="admin-page">
      <ConsoleHeader current="articles" title="Управление на статии" justSignedIn={justSignedIn} beforeSignOut={beforeSignOut} />
      <SectionEditor
        config={articlesSection}
        items={articles.data}
        loading={articles.isLoading}
        loadFailed={articles.isError}
        retry={() => void articles.refetch()}
        counted
        options={options}
        renderPicture={renderPicture}
        renderAfterForm={renderImages}
        onDirtyChange={onDirtyChange}
      />
    </div>
  );
}

// The articles have their own route module, but their place in the console (title, permission) is the sections' one.
const articlesEntry = sectionOf('articles')!;

export function AdminArticlesScreen() {
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => state.signedIn);
  // Set once the password gate has been shown: the workspace that follows it was reached by signing in.
  const gateShown = useRef(false);
  if (!signedIn) gateShown.current = true;

  // A new session reads afresh what an earlier one read, or failed to read when its session was refused.
  const onSessionStart = useCallback(() => {
    for (const queryKey of staffReadKeys) queryClient.removeQueries({ queryKey });
  }, [queryClient]);

  return (
    <div className="admin-root">
      {signedIn ? (
        <ConsoleFrame section={articlesEntry} justSignedIn={gateShown.current}>
          {(focusHeading) => <AdminWorkspace justSignedIn={focusHeading} />}
        </ConsoleFrame>
      ) : (
        <PasswordGate onSessionStart={onSessionStart} />
      )}
    </div>
  );
}
