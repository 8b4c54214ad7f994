// The /admin/articles screen: the password gate, then the articles section (list a page at a time, and form),
// with the uploaded images beside it, wired together here because a feature never imports another.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pageCount, pageNumberIn } from '@site/shared';
import { forgetStaffData } from '@site/shared/data/staff-data';
import { useSearchParams } from 'shell/router';
import { useSessionStore } from '../lib/session-store';
import { textOf } from '../components/item-editor/fields';
import type { PictureFieldProps } from '../components/item-editor/item-form';
import { SectionEditor, type FormAccess } from '../components/item-editor/section-editor';
import { PasswordGate } from '../features/auth/components/password-gate';
import { ArticlesPager } from '../features/articles-admin/articles-pager';
import { articlesSection, type ArticleFormName } from '../features/articles-admin/config';
import { searchWithListPage } from '../features/articles-admin/list-page-search';
import { articleMessages, categoriesFailed } from '../features/articles-admin/messages';
import { useStaffArticles } from '../features/articles-admin/queries';
import { useCategories } from '../features/categories-admin/queries';
import { ImageManager } from '../features/images/components/image-manager';
import { useImages } from '../features/images/queries';
import { PictureField } from '../features/pictures/components/picture-field';
import { ConsoleFrame } from './console-frame';
import { ConsoleHeader } from './console-header';
import { sectionOf } from './console-sections';
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

/**
 * The page of the article list shown, kept in the address (?page=) as «Писма» keeps its filter there: a reload,
 * Back and a shared link keep it, and the route's loader reads the same page. A page past the end (its last
 * article deleted, here or by someone else, or an old link) turns to the last page.
 */
function useArticlesPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageNumberIn(search);
  const articles = useStaffArticles(page);
  /** `replace` for the turns staff did not ask for: Back does not return to them. */
  const turnTo = useCallback((number: number, replace = false) => setSearch((current) => searchWithListPage(current, number), { replace }), [setSearch]);
  const answered = articles.isPlaceholderData ? undefined : articles.data;
  const lastPage = answered ? pageCount(answered.page) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) turnTo(lastPage, true);
  }, [lastPage, page, turnTo]);
  // An empty page of a list that is not empty is one to leave: shown as loading, not as «no articles».
  const pastTheEnd = articles.data !== undefined && articles.data.items.length === 0 && articles.data.page.total > 0;
  return { articles, shown: pastTheEnd ? undefined : articles.data, pastTheEnd, turnTo };
}

/** Everything the administrator sees once signed in; `justSignedIn` moves focus to its heading. */
function AdminWorkspace({ justSignedIn }: { justSignedIn: boolean }) {
  const { articles, shown, pastTheEnd, turnTo } = useArticlesPage();
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
        items={shown?.items}
        loading={articles.isLoading || pastTheEnd}
        loadFailed={articles.isError}
        retry={() => void articles.refetch()}
        count={articles.data?.page.total}
        listFooter={shown && <ArticlesPager page={shown.page} onPage={turnTo} />}
        // Newest first: a new article is on the first page.
        onCreated={() => turnTo(1, true)}
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
  const onSessionStart = useCallback(() => forgetStaffData(queryClient), [queryClient]);

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
