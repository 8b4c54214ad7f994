// «Сесии»: where the person is signed in, each other session with «Прекратяване».
import { useId } from 'react';
import type { StaffSession } from '@site/shared/contracts/auth';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { Button } from 'shell/ui';
import { ConsoleSection } from '../../../components/console-section';
import { ConsoleTable } from '../../../components/console-table';
import { serverMessage } from '../../../lib/api-errors';
import { browserName } from '../browser-name';
import { sessionsTexts } from '../messages';
import { useEndSession, useSessions } from '../queries';
import { Badge } from '../../../components/badge';

const dateOf = (iso: string) => <time dateTime={iso}>{formatShortDateTime(iso)}</time>;

export function SessionsSection() {
  const { data, isError } = useSessions();
  const { columns } = sessionsTexts;
  return (
    <ConsoleSection heading={sessionsTexts.heading}>
      <p className="profile-intro">{sessionsTexts.intro}</p>
      {isError && <p role="alert">{sessionsTexts.loadFailed}</p>}
      {data && (
        <ConsoleTable
          caption={sessionsTexts.caption}
          columns={[columns.createdAt, columns.lastUsedAt, columns.address, columns.browser, columns.action]}
          className="profile-table"
        >
          {data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}

function SessionRow({ session }: { session: StaffSession }) {
  const startedId = useId();
  const end = useEndSession({
    successMessage: () => sessionsTexts.ended,
    errorMessage: (error) => serverMessage(error) ?? sessionsTexts.endFailed,
  });
  return (
    <tr>
      <th scope="row" id={startedId}>
        {dateOf(session.createdAt)}
      </th>
      <td>{dateOf(session.lastUsedAt)}</td>
      <td>{session.address ?? sessionsTexts.unknown}</td>
      <td title={session.browser ?? undefined}>{browserName(session.browser) ?? sessionsTexts.unknown}</td>
      <td>
        {session.current ? (
          <Badge tone="green">{sessionsTexts.current}</Badge>
        ) : (
          <Button size="small" variant="outline" loading={end.isPending} aria-describedby={startedId} onClick={() => end.mutate(session.id)}>
            {sessionsTexts.end}
          </Button>
        )}
      </td>
    </tr>
  );
}
