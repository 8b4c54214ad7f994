import { create } from 'zustand';

interface UiState {
  isNavOpen: boolean;
  toggleNav: () => void;
  closeNav: () => void;
  reset: () => void;
}

const initialState = { isNavOpen: false };

export const useUiStore = create<UiState>()((set) => ({
  ...initialState,
  toggleNav: () => set((state) => ({ isNavOpen: !state.isNavOpen })),
  closeNav: () => set({ isNavOpen: false }),
  reset: () => set(initialState),
}));
