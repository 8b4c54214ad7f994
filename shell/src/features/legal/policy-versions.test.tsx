// Each policy's version (shared/src/policy-versions.ts) is the SHA-256 of the text its page displays: this
// test fails while the two differ. With UPDATE_POLICY_VERSIONS=1 (`npm run policies -w shell`) it writes
// the new hashes instead, as a snapshot update does.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@site/shared/contracts/consent';
import { POLICY_VERSIONS } from '@site/shared/policy-versions';
import type { SiteSettings } from '@site/shared/site-settings';
import { renderWithSettings } from '../../test/render-with-settings';
import { CookiesPage } from './cookies-page';
import { MarketingPage } from './marketing-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// The text is hashed as it reads with these settings, fixed here (not a deployment's, nor the examples other
// tests may change), so that a version changes with a policy's wording and with nothing else. Every setting
// is set, so every sentence that depends on one is in the hashed text.
const HASHED_SETTINGS: SiteSettings = {
  companyName: 'Бизнес Академия АД',
  eik: '123456789',
  registeredAddress: 'гр. София 1000, ул. „Примерна“ 1',
  manager: 'Мария Иванова',
  supportEmail: 'support@example.bg',
  phone: '+359 2 123 4567',
  iban: 'BG80BNBG96611020345678',
  bic: 'BNBGBGSD',
  bankName: 'Примерна банка',
};

const pages: Record<ConsentPurpose, ComponentType> = {
  privacy: PrivacyPage,
  terms: TermsPage,
  marketing: MarketingPage,
  cookies: CookiesPage,
};

const updating = process.env.UPDATE_POLICY_VERSIONS === '1';
const VERSIONS_FILE = path.resolve(__dirname, '../../../../shared/src/policy-versions.ts');

/** The article's text without its own version line (which the hash decides), whitespace collapsed. */
function policyText(): string {
  const article = screen.getByRole('article').cloneNode(true);
  if (!(article instanceof HTMLElement)) throw new Error('the policy page has no article');
  within(article)
    .getByText(/^Версия на текста: /)
    .remove();
  return (article.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Rewrites policy-versions.ts with new hashes, keeping its header comment and each `updated` value. */
function writeVersions(hashes: Partial<Record<ConsentPurpose, string>>) {
  const current = readFileSync(VERSIONS_FILE, 'utf8');
  const lines = current.split('\n');
  const header = lines.slice(
    0,
    Math.max(
      0,
      lines.findIndex((line) => !line.startsWith('//')),
    ),
  );
  const entries = CONSENT_PURPOSES.map((purpose) => {
    const { updated, hash } = POLICY_VERSIONS[purpose];
    return `  ${purpose}: { updated: '${updated}', hash: '${hashes[purpose] ?? hash}' },`;
  });
  const next = [...header, 'export const POLICY_VERSIONS = {', ...entries, '} as const;', ''].join('\n');
  if (next !== current) writeFileSync(VERSIONS_FILE, next);
}

describe('policy text versions', () => {
  const hashes: Partial<Record<ConsentPurpose, string>> = {};

  afterAll(() => {
    if (updating) writeVersions(hashes);
  });

  it.each(CONSENT_PURPOSES)('the %s policy has the version of the text it displays', (purpose) => {
    const Page = pages[purpose];
    renderWithSettings(<Page />, HASHED_SETTINGS);
    const hash = sha256(policyText());
    if (updating) {
      hashes[purpose] = hash;
      return;
    }
    const recorded = POLICY_VERSIONS[purpose].hash;
    if (hash !== recorded) {
      throw new Error(
        [
          `The text of the ${purpose} policy has changed since its version was recorded in shared/src/policy-versions.ts.`,
          'Run `npm run policies -w shell` to record the new version (and update the page’s «Последна актуализация» line and `updated` if the month changed).',
          `Recorded: ${recorded}`,
          `Displayed: ${hash}`,
        ].join('\n'),
      );
    }
    expect(hash).toBe(recorded);
  });
});
