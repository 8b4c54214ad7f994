import { UNSET_SITE_SETTINGS, type SiteSettings } from '@site/shared';
import { call, createTestContext, TEST_SITE_SETTINGS, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/site-settings', () => {
  it('answers the values that are set, as a public read the browser may revalidate', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: TEST_SITE_SETTINGS, message: '' });
    expect(response.headers.etag).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: '/api/site-settings', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers null for every setting left unset, and the default company name', async () => {
    const unset = await t.buildSibling({ siteSettings: UNSET_SITE_SETTINGS });
    expect(await call(unset, { method: 'GET', url: '/api/site-settings' })).toEqual({
      status: 200,
      body: { success: true, data: UNSET_SITE_SETTINGS, message: '' },
    });
    expect(Object.entries(UNSET_SITE_SETTINGS).filter(([, value]) => value !== null)).toEqual([['companyName', 'Бизнес Академия АД']]);
  });

  it('takes no query parameters', async () => {
    expect(await call(t.app, { method: 'GET', url: '/api/site-settings?iban=1' })).toMatchObject({
      status: 400,
      body: { success: false, data: { field: 'iban' } },
    });
  });
});

describe('the start-up warning', () => {
  async function startLines(siteSettings: SiteSettings): Promise<string[]> {
    const lines: string[] = [];
    await t.buildSibling({ siteSettings, logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
    return lines;
  }

  it('names, in one line, the variables whose settings are unset, and never a value', async () => {
    const lines = await startLines({ ...TEST_SITE_SETTINGS, eik: null, iban: null, phone: null });
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string; missingSettings?: string[] }).filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.missingSettings).toEqual(['COMPANY_EIK', 'COMPANY_PHONE', 'BANK_IBAN']);
    expect(warnings[0]!.msg).toBe('company settings not set, the pages leave out what needs them: COMPANY_EIK, COMPANY_PHONE, BANK_IBAN');
    expect(lines.join('')).not.toMatch(/support@example\.bg|Иван Примеров|BNBGBGSD|Примерна/);
  });

  it('says nothing when every setting is set', async () => {
    const lines = await startLines(TEST_SITE_SETTINGS);
    expect(lines.join('')).not.toContain('company settings');
  });
});
