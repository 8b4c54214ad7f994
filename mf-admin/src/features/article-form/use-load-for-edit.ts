// Edit mode: loads the article by id into the form (asking first if unsaved changes would be lost).
import { isServerAnswer } from '../../lib/api-errors';
import { useAdminAction, type AdminAction } from '../../lib/use-admin-action';
import { getArticle } from './api';
import { formMessages } from './messages';
import { confirmDiscard, useArticleFormStore } from './store';

export function useLoadForEdit(): AdminAction<[id: number]> {
  const action = useAdminAction(
    async (token, id: number) => {
      useArticleFormStore.getState().startEdit(await getArticle(token, id));
    },
    // The server answered but would not give the article, or the call itself failed.
    (error) => (isServerAnswer(error) ? formMessages.loadFailed : formMessages.loadForEditFailed),
  );
  return {
    pending: action.pending,
    run: async (id) => {
      if (confirmDiscard(formMessages.unsavedChanges)) await action.run(id);
    },
  };
}
