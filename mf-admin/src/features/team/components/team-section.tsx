// The console's «Екип», for owners: the people with their role, status and second factor, each one's actions,
// the invitation; the roles that must use a second factor; the shared staff token.
import { ConsoleSection } from '../../../components/console-section';
import { peopleTexts } from '../messages';
import { useStaff } from '../queries';
import { InviteForm } from './invite-form';
import { PeopleTable } from './people-table';
import { PolicySection } from './policy-section';
import { SharedTokenSection } from './shared-token-section';
import './team.css';

export function TeamSection() {
  const { data, isError } = useStaff();
  return (
    <div className="admin-page__sections">
      <ConsoleSection heading={peopleTexts.heading}>
        <p className="team-intro">{peopleTexts.intro}</p>
        {isError && <p role="alert">{peopleTexts.loadFailed}</p>}
        {data && <PeopleTable people={data} />}
        <InviteForm />
      </ConsoleSection>
      <PolicySection />
      <SharedTokenSection />
    </div>
  );
}
