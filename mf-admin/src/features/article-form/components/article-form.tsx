import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ArticleField } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { formValuesToArticleInput, parseTags, validateArticleForm } from '@site/shared/article-form';
import { Button } from 'shell/ui';
import { serverMessage, statusOf } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { articleImagePath } from '@site/shared/article-images';
import { useAdminAction } from '../../../lib/use-admin-action';
import { createArticle, updateArticle } from '../api';
import { formMessages } from '../messages';
import { useCategories } from '../queries';
import { confirmDiscard, selectIsDirty, useArticleFormStore } from '../store';
import { useUnsavedChangesGuard } from '../use-unsaved-changes-guard';
import { FormField } from '../../../components/form-field';
import { RichTextField } from '../../../components/item-editor/rich-text-field';
import './article-form.css';

interface ArticleFormProps {
  /** File names of the uploaded images, for the featured image picker. */
  imageNames: readonly string[];
  /** The picker of a library picture (with its alternative text), composed by the screen. */
  pictureField?: ReactNode;
}

const FIELD_ORDER: ArticleField[] = ['title', 'slug', 'shortDescription', 'content'];

/** A duplicate (or refused) slug belongs on the slug field, not in the page's error region. */
function isSlugFailure(error: unknown): boolean {
  const status = statusOf(error);
  return (status === 409 || status === 400) && /slug/i.test(serverMessage(error) ?? '');
}

/** Create and edit form of one article, with a live preview of its sanitised content. */
export function ArticleForm({ imageNames, pictureField }: ArticleFormProps) {
  const mode = useArticleFormStore((state) => state.mode);
  const values = useArticleFormStore((state) => state.values);
  const errors = useArticleFormStore((state) => state.errors);
  // If the categories cannot be read, the article can still be saved without one.
  const categoriesRead = useCategories();
  const categories = categoriesRead.data ?? [];
  const focusRequest = useArticleFormStore((state) => state.focusRequest);
  const dirty = useArticleFormStore(selectIsDirty);
  const { setTitle, setSlug, setText, setFlag, setErrors, setFieldError, startCreate } = useArticleFormStore.getState();
  const queryClient = useQueryClient();
  const fieldRefs = useRef<Partial<Record<ArticleField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);

  useUnsavedChangesGuard(dirty, formMessages.unsavedChanges);

  useEffect(() => {
    if (focusRequest === 0) return;
    headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    fieldRefs.current.title?.focus({ preventScroll: true });
  }, [focusRequest]);

  const save = useAdminAction(
    async (token) => {
      const { mode: currentMode, editingId, values: current } = useArticleFormStore.getState();
      if (currentMode === 'edit' && editingId !== null) await updateArticle(token, editingId, formValuesToArticleInput(current, editingId));
      else await createArticle(token, formValuesToArticleInput(current));
      // Every article read shows the change: the staff list, and the public lists of the articles remote.
      await queryClient.invalidateQueries({ queryKey: queryKeys.articles.all });
      startCreate();
      useFeedbackStore.getState().showSuccess(currentMode === 'edit' ? formMessages.updated : formMessages.created);
    },
    (error) => {
      const message = serverMessage(error);
      if (message && isSlugFailure(error)) {
        setFieldError('slug', message);
        fieldRefs.current.slug?.focus();
        return null;
      }
      return message ?? (useArticleFormStore.getState().mode === 'create' ? formMessages.createFailed : formMessages.saveFailed);
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    const found = validateArticleForm(useArticleFormStore.getState().values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      useFeedbackStore.getState().clear();
      fieldRefs.current[first]?.focus();
      return;
    }
    void save.run();
  };

  const onCancel = () => {
    if (!confirmDiscard(formMessages.unsavedChanges)) return;
    startCreate();
    useFeedbackStore.getState().clear();
  };

  const tags = parseTags(values.tags);
  const imageOptions = values.featuredImage && !imageNames.includes(values.featuredImage) ? [values.featuredImage, ...imageNames] : imageNames;

  return (
    <section className="admin-section admin-form" aria-labelledby="admin-form-heading">
      <div className="admin-section__head">
        <h2 id="admin-form-heading" ref={headingRef} tabIndex={-1}>
          {mode === 'edit' ? 'Редактиране на статия' : 'Нова статия'}
        </h2>
        {dirty && <span className="admin-form__dirty">Има незапазени промени</span>}
      </div>
      <form onSubmit={onSubmit} noValidate>
        <div className="admin-form__fields">
          <FormField label="Заглавие" required error={errors.title}>
            {(control) => (
              <input
                {...control}
                ref={(el) => {
                  fieldRefs.current.title = el;
                }}
                type="text"
                value={values.title}
                onChange={(e) => setTitle(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Адрес (slug)"
            required
            error={errors.slug}
            hint={values.slug ? `Адрес на статията: /articles/${values.slug}` : 'Създава се от заглавието, докато не го промените ръчно.'}
          >
            {(control) => (
              <input
                {...control}
                ref={(el) => {
                  fieldRefs.current.slug = el;
                }}
                type="text"
                value={values.slug}
                onChange={(e) => setSlug(e.target.value)}
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField label="Кратко описание" required error={errors.shortDescription}>
            {(control) => (
              <textarea
                {...control}
                ref={(el) => {
                  fieldRefs.current.shortDescription = el;
                }}
                rows={3}
                value={values.shortDescription}
                onChange={(e) => setText('shortDescription', e.target.value)}
              />
            )}
          </FormField>
          <RichTextField
            label="Съдържание (HTML)"
            required
            error={errors.content}
            value={values.content}
            onChange={(html) => setText('content', html)}
            inputRef={(el) => {
              fieldRefs.current.content = el;
            }}
          />
          <FormField label="Основна снимка" hint={imageNames.length === 0 ? 'Качете снимка в раздела „Снимки“, за да я изберете тук.' : undefined}>
            {(control) => (
              <div className="admin-form__image-picker">
                <select {...control} value={values.featuredImage} onChange={(e) => setText('featuredImage', e.target.value)}>
                  <option value="">Без снимка</option>
                  {imageOptions.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
                {values.featuredImage && (
                  <img className="admin-form__image-thumb" src={articleImagePath(values.featuredImage)} alt="Избраната основна снимка" />
                )}
              </div>
            )}
          </FormField>
          {pictureField}
          <div className="admin-form__row">
            <FormField label="Категория" hint={categoriesRead.isError ? formMessages.categoriesFailed : undefined}>
              {(control) => (
                <select {...control} value={values.categoryId} onChange={(e) => setText('categoryId', e.target.value)}>
                  <option value="">Без категория</option>
                  {categories.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.isActive ? category.name : `${category.name} (неактивна)`}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Автор">
              {(control) => (
                <input {...control} type="text" value={values.authorName} onChange={(e) => setText('authorName', e.target.value)} autoComplete="name" />
              )}
            </FormField>
          </div>
          <FormField
            label="Етикети"
            hint={tags.length > 0 ? `Разделени със запетая. Ще бъдат записани: ${tags.join(' · ')}` : 'Разделени със запетая, напр. бизнес, финанси'}
          >
            {(control) => <input {...control} type="text" value={values.tags} onChange={(e) => setText('tags', e.target.value)} />}
          </FormField>
          <FormField label="Мета описание" hint="За търсачките; ако е празно, се използва краткото описание.">
            {(control) => <textarea {...control} rows={2} value={values.metaDescription} onChange={(e) => setText('metaDescription', e.target.value)} />}
          </FormField>
          <FormField label="Мета ключови думи">
            {(control) => <input {...control} type="text" value={values.metaKeywords} onChange={(e) => setText('metaKeywords', e.target.value)} />}
          </FormField>
          <div className="admin-form__flags">
            <label className="admin-checkbox">
              <input type="checkbox" checked={values.isPublished} onChange={(e) => setFlag('isPublished', e.target.checked)} />
              Публикувана
            </label>
            <label className="admin-checkbox">
              <input type="checkbox" checked={values.isFeatured} onChange={(e) => setFlag('isFeatured', e.target.checked)} />
              Препоръчана
            </label>
          </div>
          <div className="admin-form__actions">
            <Button type="submit" loading={save.pending}>
              {mode === 'edit' ? 'Запази промените' : 'Създай статията'}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={save.pending}>
              Отказ
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
