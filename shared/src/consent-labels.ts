// The Bulgarian names of the consent log's purposes, actions and sources: the inbox and the client's card show these.
import type { ConsentAction, ConsentPurpose, ConsentSource } from '@site/shared';

export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  privacy: 'Лични данни',
  terms: 'Общи условия',
  marketing: 'Търговски съобщения',
  cookies: 'Бисквитки',
};

export const consentActionLabels: Record<ConsentAction, string> = {
  given: 'дадено',
  withdrawn: 'оттеглено',
};

export const consentSourceLabels: Record<ConsentSource, string> = {
  form: 'формуляр',
  withdrawal_form: 'формуляр за оттегляне',
  staff: 'служител',
  link: 'връзка в писмо',
};
