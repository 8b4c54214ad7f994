import { Button, Modal } from 'shell/ui';
import { cardTexts } from '../messages';

interface EraseClientDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Erasure cannot be undone: staff confirm it in the site's dialog (Escape or 'Отказ' leave everything as it was). */
export function EraseClientDialog({ isOpen, onCancel, onConfirm }: EraseClientDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={cardTexts.eraseTitle}>
      <p>{cardTexts.eraseWarning}</p>
      <div className="leads-dialog__actions">
        <Button variant="outline" onClick={onCancel}>
          {cardTexts.cancel}
        </Button>
        <Button className="leads-rights__erase" onClick={onConfirm}>
          {cardTexts.eraseConfirm}
        </Button>
      </div>
    </Modal>
  );
}
