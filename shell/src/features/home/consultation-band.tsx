import { pathTo } from '@site/shared/site-paths';
import { ModalLink } from '../../components/ui-kit/modal-link';
import { RemotePage } from '../../federation/remote-page';

export function ConsultationBand() {
  return (
    <section className="cta-band" aria-labelledby="cta-band-title">
      <h2 id="cta-band-title">Имаш въпроси относно твоя бизнес?</h2>
      <p>Запиши се за безплатна консултация и ще се свържем с теб.</p>
      <ModalLink href={pathTo('consultation')} label="Безплатна консултация" modalTitle="Безплатна консултация" variant="secondary">
        {(close) => <RemotePage remote="catalog" module="ConsultationForm" props={{ onSuccess: close }} compact />}
      </ModalLink>
    </section>
  );
}
