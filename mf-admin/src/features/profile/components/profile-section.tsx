// The console's «Профил», for every signed-in person: who they are, their second factor, their sessions and
// their personal tokens.
import { staffRoleLabels } from '@site/shared/contracts/staff';
import { ConsoleSection } from '../../../components/console-section';
import { ConsoleFact, ConsoleFacts } from '../../../components/console-facts';
import { personTexts } from '../messages';
import { useSignedInPerson } from '../queries';
import { PersonalTokensSection } from './personal-tokens-section';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';
import './profile.css';

export function ProfileSection() {
  const { data: person, isError } = useSignedInPerson();
  return (
    <div className="admin-page__sections">
      <ConsoleSection heading={personTexts.heading}>
        {isError && <p role="alert">{personTexts.loadFailed}</p>}
        {person && (
          <ConsoleFacts className="profile-facts">
            <ConsoleFact term={personTexts.name}>{person.name}</ConsoleFact>
            <ConsoleFact term={personTexts.email}>{person.email ?? personTexts.noEmail}</ConsoleFact>
            <ConsoleFact term={personTexts.role}>{staffRoleLabels[person.role]}</ConsoleFact>
          </ConsoleFacts>
        )}
      </ConsoleSection>
      {person && <SecondFactorSection person={person} />}
      <SessionsSection />
      <PersonalTokensSection />
    </div>
  );
}
