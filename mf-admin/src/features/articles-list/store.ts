// Every article, drafts included, as the administrator last loaded them.
import { create } from 'zustand';
import type { Article } from '@site/shared';
import { reportFailure } from '../../lib/use-admin-action';
import { currentToken, useSessionStore } from '../../lib/session-store';
import { listAllArticles } from './api';

type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

interface ArticlesListState {
  articles: Article[];
  status: ListStatus;
  /** Loads (or reloads) the list; a failure is shown in the list itself, a 401 goes to the gate. */
  load: () => Promise<void>;
  replace: (article: Article) => void;
  remove: (id: number) => void;
  reset: () => void;
}

const initialState: Pick<ArticlesListState, 'articles' | 'status'> = { articles: [], status: 'idle' };

export const useArticlesListStore = create<ArticlesListState>()((set) => ({
  ...initialState,
  load: async () => {
    const token = currentToken();
    if (!token) {
      useSessionStore.getState().expire();
      return;
    }
    set({ status: 'loading' });
    try {
      set({ articles: await listAllArticles(token), status: 'ready' });
    } catch (error: unknown) {
      set({ status: 'error' });
      reportFailure(error, () => null);
    }
  },
  replace: (article) => set((state) => ({ articles: state.articles.map((a) => (a.id === article.id ? article : a)) })),
  remove: (id) => set((state) => ({ articles: state.articles.filter((a) => a.id !== id) })),
  reset: () => set(initialState),
}));
