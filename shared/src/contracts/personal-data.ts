// Everything held about one person, as staff export it on request (and as the client's card shows it).
import { Type, type Static } from 'typebox';
import { ClientSchema } from './client';
import { ConsentEntrySchema } from './consent';
import { IsoDateTime } from './fields';
import { LeadSchema } from './lead';

export const PersonalDataSchema = Type.Object(
  {
    exportedAt: IsoDateTime({ title: 'Изготвено на' }),
    client: ClientSchema,
    requests: Type.Array(LeadSchema, { title: 'Заявки', description: 'Oldest first, each with its status changes' }),
    consents: Type.Array(ConsentEntrySchema, { title: 'Съгласия', description: 'The consent log, oldest first' }),
  },
  { additionalProperties: false },
);
export type PersonalData = Static<typeof PersonalDataSchema>;

export const ErasureSchema = Type.Object({ erasedAt: IsoDateTime({ title: 'Изтрит на' }) }, { additionalProperties: false });
export type Erasure = Static<typeof ErasureSchema>;
