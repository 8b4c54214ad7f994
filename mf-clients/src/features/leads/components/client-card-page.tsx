import { Link, useParams } from 'shell/router';
import { sitePaths } from '@site/shared/site-paths';
import { ErrorLine } from '../../../components/error-line';
import { failureText } from '../../../lib/api-failure';
import { cardTexts } from '../messages';
import { parseId } from '../parse-id';
import { usePersonalData } from '../queries';
import { useTokenGate } from '../use-token-gate';
import { PersonalDataView } from './personal-data-view';
import { StaffTokenForm } from './staff-token-form';
import '../../../components/clients-page.css';
import './leads.css';

/** /clients/:id: everything held about one person, and their rights (export, withdrawal, erasure). */
export function ClientCardPage() {
  const clientId = parseId(useParams().id) ?? null;
  return (
    <section className="clients-page">
      <p className="leads-back">
        <Link to={sitePaths.clientsInbox}>{cardTexts.backToInbox}</Link>
      </p>
      <h1 className="clients-page__title">{clientId === null ? cardTexts.title : cardTexts.heading(clientId)}</h1>
      {clientId === null ? <ErrorLine message={cardTexts.notFound} /> : <ClientCard clientId={clientId} />}
    </section>
  );
}

function ClientCard({ clientId }: { clientId: number }) {
  const gate = useTokenGate();
  const card = usePersonalData(gate.token, clientId, gate.canRead);
  return (
    <>
      {/* Once the card is shown the token has done its work; the form is back when a read fails (a wrong token). */}
      {(!card.data || card.isError) && (
        <StaffTokenForm submitLabel={cardTexts.showCard} onSubmit={gate.submit} onForget={gate.forget} loading={card.isFetching} />
      )}
      {card.isError && <ErrorLine message={failureText(card.error, cardTexts.cardFailed)} />}
      {gate.canRead && card.isPending && <p className="clients-count">{cardTexts.loading}</p>}
      {card.data && <PersonalDataView data={card.data} />}
    </>
  );
}
