// Edit mode: reads the article by id through the query cache (staffArticleQuery) when 'Редактирай'
// is pressed and puts it into the form, asking first if unsaved changes would be lost.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isServerAnswer } from '../../lib/api-errors';
import { useAdminAction } from '../../lib/use-admin-action';
import { formMessages } from './messages';
import { staffArticleQuery } from './queries';
import { confirmDiscard, useArticleFormStore } from './store';

export interface LoadForEdit {
  run: (id: number) => Promise<void>;
  /** The article being loaded, for its button's loading state. */
  pendingId: number | null;
}

export function useLoadForEdit(): LoadForEdit {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const action = useAdminAction(
    // The query reads the token itself; the action has checked there is one.
    async (_token, id: number) => {
      setPendingId(id);
      try {
        useArticleFormStore.getState().startEdit(await queryClient.query(staffArticleQuery(id)));
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
