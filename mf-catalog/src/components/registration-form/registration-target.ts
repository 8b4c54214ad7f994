// What a registration form signs the visitor up for, and the texts and payload fields that follow.
import { CONSULTATION_SOURCE } from '@site/shared/page-forms';

export type RegistrationTarget =
  { kind: 'consultation' } | { kind: 'course'; courseId: number; title: string } | { kind: 'event'; eventId: number; title: string };

/** The modal closes this long after a successful registration (spec section 9). */
export const SUCCESS_CLOSE_DELAY_MS = 2000;

interface TargetDetails {
  registrationSource: string;
  courseIds?: number[];
  eventId?: number;
  submitLabel: string;
  successText: string;
  failureText: string;
}

export function targetDetails(target: RegistrationTarget): TargetDetails {
  switch (target.kind) {
    case 'consultation':
      return {
        registrationSource: CONSULTATION_SOURCE,
        submitLabel: 'Изпрати заявка',
        successText: 'Заявката за консултация е изпратена успешно!',
        failureText: 'Възникна грешка при изпращането. Моля опитайте отново.',
      };
    case 'course':
      return {
        registrationSource: target.title,
        courseIds: [target.courseId],
        submitLabel: 'Запиши се',
        successText: `Записването за курс "${target.title}" е успешно!`,
        failureText: 'Възникна грешка при записването. Моля опитайте отново.',
      };
    case 'event':
      // The spec gives no texts for events; these follow the course sign-up's.
      return {
        registrationSource: target.title,
        eventId: target.eventId,
        submitLabel: 'Запиши се',
        successText: `Записването за събитие "${target.title}" е успешно!`,
        failureText: 'Възникна грешка при записването. Моля опитайте отново.',
      };
  }
}
