// A request's consents and status history as the inbox and the card write them.
import type { Lead, LeadConsents } from '@site/shared';
import { CONSENT_PURPOSES } from '@site/shared/contracts/consent';
import { consentPurposeLabels } from '@site/shared/consent-labels';
import { sitePaths } from '@site/shared/site-paths';
import { leadStatusLabels } from '@site/shared/lead-labels';
import { formatDateTime } from '../../lib/format-date';
import { cardTexts } from './messages';

/** 'Лични данни, Общи условия, Търговски съобщения': the consents ticked, or `none`. */
export function givenConsents(consents: LeadConsents, none: string): string {
  return (
    CONSENT_PURPOSES.filter((purpose) => consents[purpose])
      .map((purpose) => consentPurposeLabels[purpose])
      .join(', ') || none
  );
}

/** 'Нова → Свързахме се на 06.08.2025 г., 10:00 → …': every request starts new; each change with its time. */
export function statusHistory(lead: Lead): string {
  const changes = lead.statusChanges.map((change) => cardTexts.changedOn(leadStatusLabels[change.status], formatDateTime(change.changedAt)));
  return [leadStatusLabels.new, ...changes].join(' → ');
}

export function clientCardPath(clientId: number): string {
  return sitePaths.clientCard.replace(':id', String(clientId));
}
