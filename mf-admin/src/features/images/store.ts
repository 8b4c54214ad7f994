// File names of the uploaded article images, newest first, as last loaded.
import { create } from 'zustand';

interface ImagesState {
  names: string[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  setNames: (names: string[]) => void;
  setStatus: (status: ImagesState['status']) => void;
  add: (name: string) => void;
  remove: (name: string) => void;
  reset: () => void;
}

const initialState: Pick<ImagesState, 'names' | 'status'> = { names: [], status: 'idle' };

export const useImagesStore = create<ImagesState>()((set) => ({
  ...initialState,
  setNames: (names) => set({ names, status: 'ready' }),
  setStatus: (status) => set({ status }),
  add: (name) => set((state) => ({ names: [name, ...state.names.filter((n) => n !== name)] })),
  remove: (name) => set((state) => ({ names: state.names.filter((n) => n !== name) })),
  reset: () => set(initialState),
}));
