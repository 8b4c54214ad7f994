// The console's «Версии»: for each part of the site (remote), the release visitors get, a canary and its
// share, and the earlier releases, each of which can be made live again; with the load failures browsers
// reported for each release in the last 24 hours.
import { ConsoleSection } from '../../../components/console-section';
import { releasesTexts } from '../messages';
import { useReleases } from '../queries';
import { RemoteReleasesView } from './remote-releases';
import './releases.css';

export function ReleasesSection() {
  const { data, isError } = useReleases();
  return (
    <div className="admin-page__sections">
      <ConsoleSection heading={releasesTexts.heading}>
        <p className="releases-intro">{releasesTexts.intro}</p>
        {isError && <p role="alert">{releasesTexts.loadFailed}</p>}
        {data?.map((entry) => (
          <RemoteReleasesView key={entry.remote} entry={entry} />
        ))}
      </ConsoleSection>
    </div>
  );
}
