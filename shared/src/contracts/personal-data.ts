// Everything held about one person, as staff export it on request (and as the client's card shows it).
import { Type, type Static } from 'typebox';
import { ClientSchema } from './client';
import { ConsentEntrySchema } from './consent';
import { IsoDateTime } from './fields';
import { LeadSchema } from './lead';

/** One staff access to a person's data, as the audit log recorded it. */
export const StaffAccessSchema = Type.Object(
  {
    at: IsoDateTime({ title: 'Кога' }),
    by: Type.Union([Type.String(), Type.Null()], { title: 'Кой', description: "The staff person's name; null for the shared staff token" }),
    action: Type.String({ title: 'Какво', description: 'The API call, e.g. GET /api/clients/:id' }),
  },
  { additionalProperties: false },
);

export const PersonalDataSchema = Type.Object(
  {
    exportedAt: IsoDateTime({ title: 'Изготвено на' }),
    client: ClientSchema,
    requests: Type.Array(LeadSchema, { title: 'Заявки', description: 'Oldest first, each with its status changes' }),
    consents: Type.Array(ConsentEntrySchema, { title: 'Съгласия', description: 'The consent log, oldest first' }),
    staffAccesses: Type.Array(StaffAccessSchema, {
      title: 'Достъп на служители',
      description: "Who of the staff read or changed the person's data and requests, and when (the audit log, newest first)",
    }),
  },
  { additionalProperties: false },
);
export type PersonalData = Static<typeof PersonalDataSchema>;

export const ErasureSchema = Type.Object({ erasedAt: IsoDateTime({ title: 'Изтрит на' }) }, { additionalProperties: false });
export type Erasure = Static<typeof ErasureSchema>;
