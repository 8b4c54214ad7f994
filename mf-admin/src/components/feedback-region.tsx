import { useFeedbackStore } from '../lib/feedback-store';

/**
 * Success and error messages of the admin screen. Both live regions are always in the page so a
 * screen reader announces the text as it appears: role="status" politely, role="alert" at once.
 */
export function FeedbackRegion() {
  const feedback = useFeedbackStore((state) => state.feedback);
  return (
    <div className="admin-feedback">
      <div role="status" className={feedback?.kind === 'success' ? 'admin-feedback__message admin-feedback__message--success' : undefined}>
        {feedback?.kind === 'success' ? feedback.text : null}
      </div>
      <div role="alert" className={feedback?.kind === 'error' ? 'admin-feedback__message admin-feedback__message--error' : undefined}>
        {feedback?.kind === 'error' ? feedback.text : null}
      </div>
    </div>
  );
}
