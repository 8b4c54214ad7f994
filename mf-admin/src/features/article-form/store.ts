// The article form: create or edit mode, what the inputs hold, the field errors, and whether the
// slug still follows the title.
import { create } from 'zustand';
import type { Article, ArticleErrors, ArticleField } from '@site/shared';
import { articleToFormValues, emptyArticleForm, type ArticleFormValues } from '@site/shared/article-form';
import { slugify } from '@site/shared/slugify';

type TextField = Exclude<keyof ArticleFormValues, 'isPublished' | 'isFeatured'>;
type FlagField = 'isPublished' | 'isFeatured';

interface ArticleFormState {
  mode: 'create' | 'edit';
  editingId: number | null;
  values: ArticleFormValues;
  /** The values as last loaded or reset: the form is dirty when it differs. */
  baseline: ArticleFormValues;
  /** Once the slug is typed by hand it no longer follows the title. */
  slugEdited: boolean;
  errors: ArticleErrors;
  /** Increases when a loaded article should bring the form into view. */
  focusRequest: number;
  setTitle: (title: string) => void;
  setSlug: (slug: string) => void;
  setText: (field: Exclude<TextField, 'title' | 'slug'>, value: string) => void;
  setFlag: (field: FlagField, value: boolean) => void;
  setErrors: (errors: ArticleErrors) => void;
  setFieldError: (field: ArticleField, message: string) => void;
  startEdit: (article: Article) => void;
  startCreate: () => void;
  reset: () => void;
}

const initialState = {
  mode: 'create' as const,
  editingId: null,
  values: emptyArticleForm,
  baseline: emptyArticleForm,
  slugEdited: false,
  errors: {},
  focusRequest: 0,
};

function withoutError(errors: ArticleErrors, field: string): ArticleErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field as ArticleField];
  return rest;
}

export const useArticleFormStore = create<ArticleFormState>()((set) => ({
  ...initialState,
  setTitle: (title) =>
    set((state) => ({
      values: { ...state.values, title, slug: state.slugEdited ? state.values.slug : slugify(title) },
      errors: withoutError(state.slugEdited ? state.errors : withoutError(state.errors, 'slug'), 'title'),
    })),
  // Emptying the slug by hand hands it back to the title.
  setSlug: (slug) => set((state) => ({ values: { ...state.values, slug }, slugEdited: slug !== '', errors: withoutError(state.errors, 'slug') })),
  setText: (field, value) => set((state) => ({ values: { ...state.values, [field]: value }, errors: withoutError(state.errors, field) })),
  setFlag: (field, value) => set((state) => ({ values: { ...state.values, [field]: value } })),
  setErrors: (errors) => set({ errors }),
  setFieldError: (field, message) => set((state) => ({ errors: { ...state.errors, [field]: message } })),
  startEdit: (article) =>
    set((state) => {
      const values = articleToFormValues(article);
      // An existing article keeps its address: renaming it must not silently break published links.
      return { mode: 'edit', editingId: article.id, values, baseline: values, slugEdited: true, errors: {}, focusRequest: state.focusRequest + 1 };
    }),
  startCreate: () => set({ mode: 'create', editingId: null, values: emptyArticleForm, baseline: emptyArticleForm, slugEdited: false, errors: {} }),
  reset: () => set(initialState),
}));

export function selectIsDirty(state: Pick<ArticleFormState, 'values' | 'baseline'>): boolean {
  const keys = Object.keys(state.values) as (keyof ArticleFormValues)[];
  return keys.some((key) => state.values[key] !== state.baseline[key]);
}

/** Asks before throwing away unsaved changes; true when there are none or the user agrees. */
export function confirmDiscard(message: string): boolean {
  return !selectIsDirty(useArticleFormStore.getState()) || window.confirm(message);
}
