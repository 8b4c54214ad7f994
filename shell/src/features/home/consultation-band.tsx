import { useState } from 'react';
import { Button } from '../../components/ui-kit/button';
import { Modal } from '../../components/ui-kit/modal';
import { RemotePage } from '../../federation/remote-page';

export function ConsultationBand() {
  const [isOpen, setOpen] = useState(false);
  return (
    <section className="cta-band" aria-labelledby="cta-band-title">
      <h2 id="cta-band-title">Имаш въпроси относно твоя бизнес?</h2>
      <p>Запиши се за безплатна консултация и ще се свържем с теб.</p>
      <Button size="large" variant="secondary" onClick={() => setOpen(true)}>
        Безплатна консултация
      </Button>
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title="Безплатна консултация">
        <RemotePage remote="catalog" module="ConsultationForm" props={{ onSuccess: () => setOpen(false) }} compact />
      </Modal>
    </section>
  );
}
