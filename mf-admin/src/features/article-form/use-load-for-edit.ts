// Edit mode: loads the article by id into the form (asking first if unsaved changes would be lost).
import { useState } from 'react';
import { isServerAnswer } from '../../lib/api-errors';
import { useAdminAction } from '../../lib/use-admin-action';
import { getArticle } from './api';
import { formMessages } from './messages';
import { confirmDiscard, useArticleFormStore } from './store';

export interface LoadForEdit {
  run: (id: number) => Promise<void>;
  /** The article being loaded, for its button's loading state. */
  pendingId: number | null;
}

export function useLoadForEdit(): LoadForEdit {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const action = useAdminAction(
    async (token, id: number) => {
      setPendingId(id);
      try {
        useArticleFormStore.getState().startEdit(await getArticle(token, id));
      } finally {
        setPendingId(null);
      }
    },
    // The server answered but would not give the article, or the call itself failed.
    (error) => (isServerAnswer(error) ? formMessages.loadFailed : formMessages.loadForEditFailed),
  );
  return {
    pendingId: action.pending ? pendingId : null,
    run: async (id) => {
      if (action.pending) return;
      if (confirmDiscard(formMessages.unsavedChanges)) await action.run(id);
    },
  };
}
