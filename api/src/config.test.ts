import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_COMPANY_NAME, UNSET_SITE_SETTINGS } from '@site/shared';
import { missingSiteSettings, readEnvConfig } from './config';
import { resolveSecrets } from './secrets';

describe('readEnvConfig', () => {
  it('defaults everything for a bare environment', () => {
    const config = readEnvConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: '/srv/site/data',
      uploadsDir: '/srv/site/data/uploads',
      adminPassword: null,
      clientsToken: null,
      corsOrigins: [],
      seed: true,
      publicUrl: null,
      remotes: {
        catalog: '/remotes/mf-catalog/mf-manifest.json',
        articles: '/remotes/mf-articles/mf-manifest.json',
        admin: '/remotes/mf-admin/mf-manifest.json',
        clients: '/remotes/mf-clients/mf-manifest.json',
      },
    });
    expect(config.siteDir).toBe(path.resolve(__dirname, '../..'));
  });

  it('reads every variable', () => {
    const config = readEnvConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@h/db',
        DATA_DIR: 'var',
        UPLOADS_DIR: '/files',
        CORS_ORIGINS: 'https://a.bg/, https://b.bg',
        REMOTE_ARTICLES_URL: 'https://cdn.bg/articles/mf-manifest.json',
        SEED: 'false',
        PUBLIC_URL: 'https://biznes-akademia.bg/',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/srv/var',
      uploadsDir: '/files',
      corsOrigins: ['https://a.bg', 'https://b.bg'],
      seed: false,
      publicUrl: 'https://biznes-akademia.bg',
    });
    expect(config.remotes.articles).toBe('https://cdn.bg/articles/mf-manifest.json');
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
    for (const value of ['biznes-akademia.bg', 'ftp://biznes-akademia.bg', 'https://biznes-akademia.bg/site', 'https://a.bg/?x=1']) {
      expect(() => readEnvConfig({ PUBLIC_URL: value })).toThrow('PUBLIC_URL must be an http(s) origin');
    }
    expect(readEnvConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('refuses an ADMIN_PASSWORD or CLIENTS_TOKEN shorter than 12 characters, and takes 12', () => {
    expect(() => readEnvConfig({ ADMIN_PASSWORD: 'parola12345' })).toThrow(
      'ADMIN_PASSWORD must be at least 12 characters long (it has 11); unset it to have a strong one generated',
    );
    expect(() => readEnvConfig({ CLIENTS_TOKEN: ' token ' })).toThrow('CLIENTS_TOKEN must be at least 12 characters long (it has 5)');
    expect(readEnvConfig({ ADMIN_PASSWORD: 'parola123456', CLIENTS_TOKEN: 'token-123456' })).toMatchObject({
      adminPassword: 'parola123456',
      clientsToken: 'token-123456',
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => readEnvConfig({ PORT: 'http' })).toThrow('PORT must be a port number');
  });

  it('reads the mail settings, and stops at a bad SMTP_URL naming the variable but never its value', () => {
    expect(readEnvConfig({}).mail).toEqual({ smtpUrl: null, from: null, staffEmails: [] });
    expect(
      readEnvConfig({
        SMTP_URL: 'smtps://user:pa55@mail.example.bg:465',
        MAIL_FROM: 'Бизнес Академия <no-reply@example.bg>',
        STAFF_EMAIL: 'ekip@example.bg, sales@example.bg',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pa55@mail.example.bg:465',
      from: 'Бизнес Академия <no-reply@example.bg>',
      staffEmails: ['ekip@example.bg', 'sales@example.bg'],
    });
    for (const value of ['mail.example.bg', 'http://user:s3cret@mail.example.bg', 'smtp://', 'smtp://user:s3cret@:25']) {
      let message = '';
      try {
        readEnvConfig({ SMTP_URL: value });
      } catch (error: unknown) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message).toContain('SMTP_URL must be smtp://user:password@host:port or smtps://');
      expect(message).not.toContain('s3cret');
    }
    expect(() => readEnvConfig({ MAIL_FROM: 'Бизнес Академия' })).toThrow('MAIL_FROM must be an e-mail address');
    expect(() => readEnvConfig({ STAFF_EMAIL: 'ekip@example.bg, ekip' })).toThrow('STAFF_EMAIL must be e-mail addresses separated by commas, got "ekip"');
  });

  it('reads the public forms’ limits per ten minutes, defaulting to a room of 60 per address, and refuses a non-count', () => {
    expect(readEnvConfig({}).formLimits).toEqual({ 'sign-up': { perAddress: 60, perEmail: 5 }, withdrawal: { perAddress: 30, perEmail: 3 } });
    const config = readEnvConfig({
      SIGNUP_LIMIT_PER_ADDRESS: '200',
      SIGNUP_LIMIT_PER_EMAIL: '8',
      WITHDRAWAL_LIMIT_PER_ADDRESS: '40',
      WITHDRAWAL_LIMIT_PER_EMAIL: '2',
    });
    expect(config.formLimits).toEqual({ 'sign-up': { perAddress: 200, perEmail: 8 }, withdrawal: { perAddress: 40, perEmail: 2 } });
    for (const value of ['0', '1.5', 'many', '-3']) {
      expect(() => readEnvConfig({ WITHDRAWAL_LIMIT_PER_EMAIL: value })).toThrow(
        `WITHDRAWAL_LIMIT_PER_EMAIL must be a whole number of at least 1, got "${value}"`,
      );
    }
  });
});

describe('readEnvConfig: the schema’s defaults and checks', () => {
  it('applies the default of each unset or empty variable', () => {
    const config = readEnvConfig({ LOG_LEVEL: ' ', AUDIT_RETENTION_DAYS: '' }, '/srv/site');
    expect(config).toMatchObject({
      logLevel: 'info',
      trustProxy: false,
      auditRetentionDays: 365,
      releaseHosts: [],
      backups: { dir: '/srv/site/data/backups', scheduled: false, key: null, at: '03:00' },
    });
    expect(readEnvConfig({ BACKUP_AT: '3:05' }).backups.at).toBe('03:05');
  });

  it.each([
    ['PORT', '70000', 'PORT must be a port number, got "70000"'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
    ['AUDIT_RETENTION_DAYS', 'true', 'AUDIT_RETENTION_DAYS must be a whole number of at least 1, got "true"'],
    ['BACKUP_AT', '24:00', 'BACKUP_AT must be a time of day as HH:MM (e.g. 03:00), got "24:00"'],
    [
      'RELEASE_HOSTS',
      'cdn.example.bg, https://cdn.example.bg',
      'RELEASE_HOSTS must be host names separated by commas (no scheme, port or path), got "https://cdn.example.bg"',
    ],
  ])('refuses %s=%s, naming the variable and the value', (name, value, message) => {
    expect(() => readEnvConfig({ [name]: value })).toThrow(message);
  });

  it('refuses a short BACKUP_KEY without repeating it', () => {
    expect(() => readEnvConfig({ BACKUP_KEY: 'kratka-parola' })).toThrow(new Error('BACKUP_KEY must be at least 16 characters long (the value is not shown)'));
  });

  it('names every refused variable at once, one a line', () => {
    expect(() => readEnvConfig({ PORT: 'http', COMPANY_EIK: '123', STAFF_EMAIL: 'ekip' })).toThrow(
      new Error(
        [
          'PORT must be a port number, got "http"',
          'COMPANY_EIK must be the 9 or 13 digits of the company\'s ЕИК, got "123"',
          'STAFF_EMAIL must be e-mail addresses separated by commas, got "ekip"',
        ].join('\n'),
      ),
    );
  });

  it('reads 0, false, no and off as false and any other word as true, as it always has', () => {
    for (const value of ['0', 'false', 'No', 'OFF']) expect(readEnvConfig({ SEED: value }).seed).toBe(false);
    for (const value of ['1', 'true', 'yes', 'on']) expect(readEnvConfig({ TRUST_PROXY: value }).trustProxy).toBe(true);
  });
});

describe('company settings', () => {
  const every = {
    COMPANY_NAME: ' Примерна Академия АД ',
    COMPANY_EIK: '123456789',
    COMPANY_ADDRESS: 'гр. София,\n ул. „Примерна“ 1',
    COMPANY_MANAGER: 'Петър Петров',
    COMPANY_EMAIL: 'info@example.bg',
    COMPANY_PHONE: '+359 2 123 4567',
    BANK_IBAN: 'bg80 bnbg 9661 1020 3456 78',
    BANK_BIC: 'bnbgbgsd',
    BANK_NAME: 'Примерна банка',
  };

  it('leaves every one unset (null) in a bare environment, or when empty, except the default company name', () => {
    expect(readEnvConfig({}).siteSettings).toEqual(UNSET_SITE_SETTINGS);
    expect(UNSET_SITE_SETTINGS.companyName).toBe(DEFAULT_COMPANY_NAME);
    expect(readEnvConfig(Object.fromEntries(Object.keys(every).map((name) => [name, '  ']))).siteSettings).toEqual(UNSET_SITE_SETTINGS);
  });

  it('reads every one: text trimmed to one line, IBAN and BIC without spaces in capitals', () => {
    expect(readEnvConfig(every).siteSettings).toEqual({
      companyName: 'Примерна Академия АД',
      eik: '123456789',
      registeredAddress: 'гр. София, ул. „Примерна“ 1',
      manager: 'Петър Петров',
      supportEmail: 'info@example.bg',
      phone: '+359 2 123 4567',
      iban: 'BG80BNBG96611020345678',
      bic: 'BNBGBGSD',
      bankName: 'Примерна банка',
    });
    expect(readEnvConfig({ COMPANY_EIK: '1234567890123', BANK_BIC: 'UNCRBGSFXXX' }).siteSettings).toMatchObject({ eik: '1234567890123', bic: 'UNCRBGSFXXX' });
  });

  it.each([
    ['COMPANY_EIK', '12345678', 'COMPANY_EIK must be the 9 or 13 digits of the company\'s ЕИК, got "12345678"'],
    ['COMPANY_EIK', 'BG123456789', 'COMPANY_EIK must be the 9 or 13 digits'],
    ['COMPANY_EMAIL', 'support@', 'COMPANY_EMAIL must be an e-mail address, got "support@"'],
    ['COMPANY_PHONE', '02 12', 'COMPANY_PHONE must be a phone number such as +359 2 123 4567, got "02 12"'],
    ['COMPANY_PHONE', 'звъннете ни', 'COMPANY_PHONE must be a phone number'],
    ['BANK_IBAN', 'BG81BNBG96611020345678', 'BANK_IBAN must be a Bulgarian IBAN with valid check digits (BG + 20 characters), got "BG81BNBG96611020345678"'],
    ['BANK_IBAN', 'DE89370400440532013000', 'BANK_IBAN must be a Bulgarian IBAN'],
    ['BANK_BIC', 'BNBGBG', 'BANK_BIC must be a BIC of 8 or 11 characters, got "BNBGBG"'],
    ['COMPANY_ADDRESS', '[адрес по регистрация]', 'COMPANY_ADDRESS is a placeholder ("[адрес по регистрация]"): set the real value or leave it unset'],
  ])('refuses %s=%s at start', (name, value, message) => {
    expect(() => readEnvConfig({ [name]: value })).toThrow(message);
  });

  it('names the variables of the unset ones, in a fixed order, never the company name', () => {
    expect(missingSiteSettings(UNSET_SITE_SETTINGS)).toEqual([
      'COMPANY_EIK',
      'COMPANY_ADDRESS',
      'COMPANY_MANAGER',
      'COMPANY_EMAIL',
      'COMPANY_PHONE',
      'BANK_IBAN',
      'BANK_BIC',
      'BANK_NAME',
    ]);
    expect(missingSiteSettings(readEnvConfig(every).siteSettings)).toEqual([]);
    expect(missingSiteSettings(readEnvConfig({ COMPANY_EMAIL: 'info@example.bg', BANK_IBAN: 'BG80BNBG96611020345678' }).siteSettings)).not.toContain(
      'COMPANY_EMAIL',
    );
  });
});

describe('resolveSecrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates missing secrets once, keeps them private in DATA_DIR and announces them only the first time', async () => {
    const lines: string[] = [];
    const first = await resolveSecrets({ adminPassword: null, clientsToken: null }, dataDir, (line) => lines.push(line));
    expect(first.adminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.clientsToken).not.toBe(first.adminPassword);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(first.adminPassword);
    const file = path.join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);

    const second = await resolveSecrets({ adminPassword: null, clientsToken: null }, dataDir, (line) => lines.push(line));
    expect(second).toEqual(first);
    expect(lines).toHaveLength(1);
  });

  it('prefers the environment and writes nothing when both are set', async () => {
    const lines: string[] = [];
    const secrets = await resolveSecrets({ adminPassword: 'a', clientsToken: 'b' }, dataDir, (line) => lines.push(line));
    expect(secrets).toEqual({ adminPassword: 'a', clientsToken: 'b' });
    expect(lines).toEqual([]);
    await expect(stat(path.join(dataDir, 'secrets.json'))).rejects.toThrow();
  });
});
