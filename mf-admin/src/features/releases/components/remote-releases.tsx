// One remote's releases: the live one and a canary as lists of facts, the earlier ones as a table with
// «Върни тази версия» on each row.
import { useId } from 'react';
import type { Release, RemoteReleases } from '@site/shared/contracts/release';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { releasesTexts } from '../messages';
import { ConsoleFact, ConsoleFacts } from '../../../components/console-facts';
import { ConsoleTable } from '../../../components/console-table';
import { RollbackButton } from './rollback-button';

const dateOf = (iso: string) => <time dateTime={iso}>{formatShortDateTime(iso)}</time>;

export function RemoteReleasesView({ entry }: { entry: RemoteReleases }) {
  const headingId = useId();
  const name = releasesTexts.remotes[entry.remote];
  return (
    <section className="releases-remote" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <Part heading={releasesTexts.live}>
        {entry.live ? (
          <ReleaseFacts release={entry.live} since={{ label: releasesTexts.liveSince, at: entry.live.promotedAt }} />
        ) : (
          <p>{releasesTexts.noLive(entry.manifestUrl)}</p>
        )}
      </Part>
      {entry.canary && (
        <Part heading={releasesTexts.canary}>
          <ReleaseFacts release={entry.canary} since={{ label: releasesTexts.canarySince, at: entry.canary.promotedAt }} share={entry.canary.share} />
        </Part>
      )}
      <Part heading={releasesTexts.history}>
        {entry.history.length === 0 ? <p>{releasesTexts.noHistory}</p> : <HistoryTable remote={name} releases={entry.history} />}
      </Part>
    </section>
  );
}

/** One of a remote's parts (live, canary, earlier), named by its heading. */
function Part({ heading, children }: { heading: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{heading}</h4>
      {children}
    </section>
  );
}

function ReleaseFacts({ release, since, share }: { release: Release; since: { label: string; at: string }; share?: number }) {
  return (
    <ConsoleFacts className="releases-facts">
      <ConsoleFact term={releasesTexts.id}>
        <code>{release.id}</code>
      </ConsoleFact>
      <ConsoleFact term={since.label}>{dateOf(since.at)}</ConsoleFact>
      {share !== undefined && <ConsoleFact term={releasesTexts.share}>{releasesTexts.shareValue(share)}</ConsoleFact>}
      <ConsoleFact term={releasesTexts.createdAt}>{dateOf(release.createdAt)}</ConsoleFact>
      <ConsoleFact term={releasesTexts.commit}>{release.gitCommit ? <code>{release.gitCommit}</code> : releasesTexts.unknown}</ConsoleFact>
      <ConsoleFact term={releasesTexts.origin}>{releasesTexts.origins[release.origin]}</ConsoleFact>
      <ConsoleFact term={releasesTexts.failures}>{release.failures24h}</ConsoleFact>
    </ConsoleFacts>
  );
}

function HistoryTable({ remote, releases }: { remote: string; releases: Release[] }) {
  return (
    <ConsoleTable
      caption={releasesTexts.historyCaption(remote)}
      columns={[
        releasesTexts.id,
        releasesTexts.createdAt,
        releasesTexts.commit,
        releasesTexts.origin,
        releasesTexts.failures,
        <span key="rollback" className="visually-hidden">
          {releasesTexts.rollback}
        </span>,
      ]}
      className="releases-table"
    >
      {releases.map((release) => (
        <HistoryRow key={release.id} release={release} />
      ))}
    </ConsoleTable>
  );
}

function HistoryRow({ release }: { release: Release }) {
  const idCell = useId();
  return (
    <tr>
      <th scope="row" id={idCell}>
        <code>{release.id}</code>
      </th>
      <td>{dateOf(release.createdAt)}</td>
      <td>{release.gitCommit ? <code>{release.gitCommit}</code> : releasesTexts.unknown}</td>
      <td>{releasesTexts.origins[release.origin]}</td>
      <td>{release.failures24h}</td>
      <td>
        <RollbackButton remote={release.remote} id={release.id} describedBy={idCell} />
      </td>
    </tr>
  );
}
