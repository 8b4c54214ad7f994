import { useEffect, useRef } from 'react';
import { useFeedbackStore } from '../lib/feedback-store';

/**
 * Success and error messages of the admin screen. Both live regions are always in the page so a
 * screen reader announces the text as it appears: role="status" politely, role="alert" at once.
 * Each new message also takes keyboard focus: the button that started the action may be gone
 * (a deleted row) and the message says what happened.
 */
export function FeedbackRegion() {
  const feedback = useFeedbackStore((state) => state.feedback);
  const successRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (feedback) (feedback.kind === 'success' ? successRef : errorRef).current?.focus();
  }, [feedback]);

  return (
    <div className="admin-feedback">
      <div
        ref={successRef}
        role="status"
        tabIndex={-1}
        className={feedback?.kind === 'success' ? 'admin-feedback__message admin-feedback__message--success' : undefined}
      >
        {feedback?.kind === 'success' ? feedback.text : null}
      </div>
      <div
        ref={errorRef}
        role="alert"
        tabIndex={-1}
        className={feedback?.kind === 'error' ? 'admin-feedback__message admin-feedback__message--error' : undefined}
      >
        {feedback?.kind === 'error' ? feedback.text : null}
      </div>
    </div>
  );
}
