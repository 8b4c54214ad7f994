import { create } from 'zustand';

interface UiState {
  /** Whether the phone's menu is open: the browser keeps it (a popover); this mirrors it for the toggle. */
  isNavOpen: boolean;
  setNavOpen: (open: boolean) => void;
  reset: () => void;
}

const initialState = { isNavOpen: false };

export const useUiStore = create<UiState>()((set) => ({
  ...initialState,
  setNavOpen: (open) => set({ isNavOpen: open }),
  reset: () => set(initialState),
}));
