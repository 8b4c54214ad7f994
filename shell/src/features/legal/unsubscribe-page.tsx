// Where the withdrawal link of a message leads: one button that withdraws marketing consent. A plain form
// posting to this same address (the server withdraws and sends the visitor back here with ?done or
// ?invalid), so it works before and without the page's scripts. Never indexed.
import { useParams, useSearchParams } from 'react-router-dom';
import { pageMetaAt } from '@site/shared/site-seo';
import { Button } from '../../components/ui-kit/button';
import { usePageMeta, usePageUrl } from '../../lib/page-meta';

export const UNSUBSCRIBE_DONE = 'Съгласието ви за търговски съобщения е оттеглено. Повече няма да ви пишем с търговска цел.';
export const UNSUBSCRIBE_INVALID = 'Връзката за отписване е невалидна или непълна.';

export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const url = usePageUrl();
  usePageMeta({ ...pageMetaAt(url, { title: 'Отписване от търговски съобщения' }), robots: 'noindex, nofollow' });
  const state = search.has('done') ? 'done' : search.has('invalid') ? 'invalid' : 'ask';

  return (
    <article className="reading-page company-page">
      <h1>Отписване от търговски съобщения</h1>
      {state === 'done' && <p role="status">{UNSUBSCRIBE_DONE}</p>}
      {state === 'invalid' && (
        <p role="alert">
          {UNSUBSCRIBE_INVALID} Можете да оттеглите съгласието си с формуляра на страница <a href="/marketing">Политика за директен маркетинг</a>.
        </p>
      )}
      {state === 'ask' && (
        <>
          <p>
            С бутона по-долу оттегляте съгласието си да получавате търговски съобщения от нас. Писмата за вашите записвания (потвърждения и плащания) ще
            продължат да идват.
          </p>
          <form method="post" action={`/unsubscribe/${encodeURIComponent(token)}`}>
            <Button type="submit">Оттегли съгласието</Button>
          </form>
        </>
      )}
    </article>
  );
}
