// «Лични ключове»: a new token (shown this once, with «Копиране»), and the person's tokens with «Отменяне».
import { useId, useState } from 'react';
import type { NewPersonalToken, PersonalToken } from '@site/shared/contracts/auth';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { focusWhenShown } from 'shell/ui';
import { ConsoleSection } from '../../../components/console-section';
import { ConsoleTable } from '../../../components/console-table';
import { CopyButton } from '../../../components/copy-button';
import { DangerButton } from '../../../components/danger-button';
import { serverMessage } from '../../../lib/api-errors';
import { tokensTexts } from '../messages';
import { usePersonalTokens, useRevokePersonalToken } from '../queries';
import { PersonalTokenForm } from './personal-token-form';

const dateOf = (iso: string) => <time dateTime={iso}>{formatShortDateTime(iso)}</time>;

export function PersonalTokensSection() {
  const { data, isError } = usePersonalTokens();
  const [created, setCreated] = useState<NewPersonalToken | null>(null);
  const { columns } = tokensTexts;
  return (
    <ConsoleSection heading={tokensTexts.heading}>
      <p className="profile-intro">{tokensTexts.intro}</p>
      <PersonalTokenForm onCreated={setCreated} />
      {created && <NewTokenView key={created.personalToken.id} created={created} />}
      {isError && <p role="alert">{tokensTexts.loadFailed}</p>}
      {data && data.length === 0 && <p>{tokensTexts.empty}</p>}
      {data && data.length > 0 && (
        <ConsoleTable
          caption={tokensTexts.caption}
          columns={[columns.name, columns.createdAt, columns.expiresAt, columns.lastUsedAt, columns.action]}
          className="profile-table"
        >
          {data.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}

/** The token just made: its heading takes focus, so it is heard that it is shown this once. */
function NewTokenView({ created }: { created: NewPersonalToken }) {
  const headingId = useId();
  return (
    <div className="profile-step" aria-labelledby={headingId} role="group">
      <h3 id={headingId} ref={focusWhenShown} tabIndex={-1}>
        {tokensTexts.newTokenHeading(created.personalToken.name)}
      </h3>
      <p>{tokensTexts.newTokenNote}</p>
      <p>
        <code className="profile-token">{created.token}</code>
      </p>
      <CopyButton text={created.token} describedBy={headingId} />
    </div>
  );
}

function TokenRow({ token }: { token: PersonalToken }) {
  const nameId = useId();
  const revoke = useRevokePersonalToken({
    successMessage: () => tokensTexts.revoked,
    errorMessage: (error) => serverMessage(error) ?? tokensTexts.revokeFailed,
  });
  return (
    <tr>
      <th scope="row" id={nameId}>
        {token.name}
      </th>
      <td>{dateOf(token.createdAt)}</td>
      <td>{dateOf(token.expiresAt)}</td>
      <td>{token.lastUsedAt ? dateOf(token.lastUsedAt) : tokensTexts.neverUsed}</td>
      <td>
        <DangerButton loading={revoke.isPending} aria-describedby={nameId} onClick={() => revoke.mutate(token.id)}>
          {tokensTexts.revoke}
        </DangerButton>
      </td>
    </tr>
  );
}
