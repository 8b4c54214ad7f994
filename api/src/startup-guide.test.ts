import { startupGuide } from './startup-guide';

const onDemand = { scheduled: false, dir: '/srv/data/backups', at: '03:00' };

describe('startupGuide', () => {
  it('names the site, the staff console and the client lookup at the address the server listens on', () => {
    const guide = startupGuide(8080, '0.0.0.0', { sending: true }, onDemand);
    expect(guide).toContain('The site:            http://localhost:8080/');
    expect(guide).toContain('Staff console:       http://localhost:8080/admin/articles');
    expect(guide).toContain('invited staff sign in there with their e-mail and their own password');
    expect(guide).toContain('Leads inbox:         http://localhost:8080/clients  (token: CLIENTS_TOKEN');
    expect(guide).toContain('Client lookup:       http://localhost:8080/clients/by-email');
    expect(startupGuide(3000, '::1', { sending: true }, onDemand)).toContain('http://[::1]:3000/');
  });

  it('says whether e-mail is sent, and where the messages can be read when it is not', () => {
    expect(startupGuide(8080, '0.0.0.0', { sending: false }, onDemand)).toContain(
      'E-mail:              not sent (SMTP_URL is not set): messages wait in http://localhost:8080/admin/mail, where you can read them',
    );
    expect(startupGuide(8080, '0.0.0.0', { sending: true }, onDemand)).toContain(
      'E-mail:              sent through SMTP_URL; every message is listed in http://localhost:8080/admin/mail',
    );
  });

  it('says whether backups are taken on a schedule, where, and where to take one', () => {
    expect(startupGuide(8080, '0.0.0.0', { sending: true }, { scheduled: true, dir: '/srv/kopia', at: '03:00' })).toContain(
      'Backups:             every day at 03:00 into /srv/kopia, each checked; see http://localhost:8080/admin/backups',
    );
    expect(startupGuide(8080, '0.0.0.0', { sending: true }, onDemand)).toContain(
      'Backups:             none on a schedule (set BACKUP_DIR); take one in http://localhost:8080/admin/backups or with npm run backup',
    );
  });
});
