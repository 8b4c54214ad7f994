// The page's one feedback message (success or error), cleared when the next action starts.
import { create } from 'zustand';

export interface Feedback {
  kind: 'success' | 'error';
  text: string;
}

interface FeedbackState {
  feedback: Feedback | null;
  showSuccess: (text: string) => void;
  showError: (text: string) => void;
  clear: () => void;
  reset: () => void;
}

const initialState = { feedback: null };

export const useFeedbackStore = create<FeedbackState>()((set) => ({
  ...initialState,
  showSuccess: (text) => set({ feedback: { kind: 'success', text } }),
  showError: (text) => set({ feedback: { kind: 'error', text } }),
  clear: () => set(initialState),
  reset: () => set(initialState),
}));
