// The console's «Версии»: for each part of the site (remote), the release visitors get, a canary and its
// share, and the earlier releases, each of which can be made live again; with the load failures browsers
// reported for each release in the last 24 hours.
import { useId } from 'react';
import { releasesTexts } from '../messages';
import { useReleases } from '../queries';
import { RemoteReleasesView } from './remote-releases';
import './releases.css';

export function ReleasesSection() {
  const headingId = useId();
  const { data, isError } = useReleases();
  return (
    <div className="admin-page__sections">
      <section className="admin-section" aria-labelledby={headingId}>
        <div className="admin-section__head">
          <h2 id={headingId}>{releasesTexts.heading}</h2>
        </div>
        <p className="releases-intro">{releasesTexts.intro}</p>
        {isError && <p role="alert">{releasesTexts.loadFailed}</p>}
        {data?.map((entry) => (
          <RemoteReleasesView key={entry.remote} entry={entry} />
        ))}
      </section>
    </div>
  );
}
