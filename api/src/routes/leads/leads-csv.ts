// The inbox as a CSV file for a spreadsheet: UTF-8 with a BOM (so Excel reads Cyrillic), ';' between cells
// (what Excel expects where the decimal sign is a comma, as in Bulgaria), and every cell that starts with
// =, +, -, @, a tab or a carriage return prefixed with ' so that no spreadsheet runs it as a formula.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Lead } from '@site/shared';
import { BUSINESS_TIME_ZONE } from '@site/shared/sofia-dates';
import { consentPurposeLabels } from '@site/shared/consent-labels';
import { CONSENT_PURPOSES } from '@site/shared/contracts/consent';
import { leadKindLabels, leadStatusLabels } from '@site/shared/lead-labels';

const sofiaTime = new Intl.DateTimeFormat('sv-SE', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const yesNo = (value: boolean) => (value ? 'да' : 'не');

export const LEADS_CSV_HEADER = [
  'Номер',
  'Изпратена на',
  'Вид',
  'Заявено',
  'Име',
  'Имейл',
  'Телефон',
  'Статус',
  'Статусът сменен на',
  ...CONSENT_PURPOSES.map((purpose) => consentPurposeLabels[purpose]),
];

function toCells(lead: Lead): string[] {
  const lastChange = lead.statusChanges.at(-1);
  return [
    String(lead.id),
    sofiaTime.format(new Date(lead.createdAt)),
    leadKindLabels[lead.kind],
    lead.requested,
    lead.fullName,
    lead.email,
    lead.phone,
    leadStatusLabels[lead.status],
    lastChange ? sofiaTime.format(new Date(lastChange.changedAt)) : '',
    ...CONSENT_PURPOSES.map((purpose) => yesNo(lead.consents[purpose])),
  ];
}

/** The rows as they come from the database, a batch at a time: never the whole list in memory. */
export function leadsCsv(leads: AsyncIterable<Lead>): Readable {
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', escape_formulas: true, header: true, columns: LEADS_CSV_HEADER });
  const rows = Readable.from(
    (async function* () {
      for await (const lead of leads) yield toCells(lead);
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
