// A question before a step that cannot be taken back, in the site's dialog: Escape, the close button or «Отказ»
// leave everything as it was; focus returns to the button that asked.
import { Button, Modal } from 'shell/ui';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ isOpen, title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={title}>
      <p>{text}</p>
      <div className="admin-form__actions">
        <Button variant="outline" onClick={onCancel}>
          Отказ
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
