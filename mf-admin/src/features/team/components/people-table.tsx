import { useId } from 'react';
import type { StaffPerson, StaffStatus } from '@site/shared/contracts/staff';
import { staffRoleLabels } from '@site/shared/contracts/staff';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { ConsoleTable } from '../../../components/console-table';
import { peopleTexts } from '../messages';
import { PersonActions } from './person-actions';
import { Badge, type BadgeTone } from '../../../components/badge';

const statusTones: Record<StaffStatus, BadgeTone> = { active: 'green', invited: 'amber', disabled: 'red' };

export function PeopleTable({ people }: { people: StaffPerson[] }) {
  const { columns } = peopleTexts;
  return (
    <ConsoleTable
      caption={peopleTexts.caption}
      columns={[columns.name, columns.email, columns.role, columns.remotes, columns.status, columns.lastSignIn, columns.secondFactor, columns.actions]}
      className="team-table"
    >
      {people.map((person) => (
        <PersonRow key={person.id} person={person} />
      ))}
    </ConsoleTable>
  );
}

function PersonRow({ person }: { person: StaffPerson }) {
  const nameId = useId();
  return (
    <tr>
      <th scope="row" id={nameId}>
        {person.name}
      </th>
      <td>{person.email ?? peopleTexts.noEmail}</td>
      <td>{staffRoleLabels[person.role]}</td>
      <td>{person.role === 'team' ? person.remotes.map((remote) => peopleTexts.remotes[remote]).join(', ') : peopleTexts.none}</td>
      <td>
        <Badge tone={statusTones[person.status]}>{peopleTexts.statuses[person.status]}</Badge>
      </td>
      <td>{person.lastSignInAt ? <time dateTime={person.lastSignInAt}>{formatShortDateTime(person.lastSignInAt)}</time> : peopleTexts.never}</td>
      <td>{person.secondFactor ? peopleTexts.yes : peopleTexts.no}</td>
      <td>
        <PersonActions person={person} describedBy={nameId} />
      </td>
    </tr>
  );
}
