// The consent log: every consent given or withdrawn, with the version of the text the person was shown.
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, Nullable, StringEnum } from './fields';

export const CONSENT_PURPOSES = ['privacy', 'terms', 'marketing', 'cookies'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/**
 * Where the consent was given or withdrawn: a sign-up form, the public withdrawal form, staff on request, or
 * the one-click withdrawal link in a message.
 */
export const CONSENT_SOURCES = ['form', 'withdrawal_form', 'staff', 'link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const ConsentEntrySchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    purpose: StringEnum(CONSENT_PURPOSES, { title: 'Цел' }),
    action: StringEnum(CONSENT_ACTIONS, { title: 'Действие' }),
    policyVersion: Type.String({ title: 'Версия на текста' }),
    policyHash: Type.String({ title: 'SHA-256 на текста', description: 'Hex SHA-256 of the policy text the page displayed' }),
    source: StringEnum(CONSENT_SOURCES, { title: 'Източник' }),
    requestId: Nullable(Id({ title: 'Заявка' }), { description: 'The request whose form carried the consent' }),
    createdAt: IsoDateTime({ title: 'Време' }),
  },
  { additionalProperties: false },
);
export type ConsentEntry = Static<typeof ConsentEntrySchema>;

/** The public withdrawal form (the marketing policy page): an e-mail, and a field only bots fill in. */
export const MarketingWithdrawalSchema = Type.Object(
  {
    email: Type.String({ maxLength: 254, title: 'Имейл' }),
    website: Type.Optional(Type.String({ maxLength: 500, description: 'Left empty by people (hidden field); a value marks a bot' })),
  },
  { additionalProperties: false },
);
export type MarketingWithdrawal = Static<typeof MarketingWithdrawalSchema>;

/** What the public withdrawal form always answers, whether or not the e-mail is known. */
export const WITHDRAWAL_CONFIRMATION = 'Ако имейлът е в нашия списък, съгласието за търговски съобщения е оттеглено и повече няма да ви пишем с търговска цел.';
