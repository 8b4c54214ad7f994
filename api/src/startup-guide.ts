// What `npm start` prints once the server listens: where the site and the staff screens are, in plain
// words. Addresses only: the password and the token are never printed here.
export function startupGuide(port: number, host: string, mail: { sending: boolean }, backups: { scheduled: boolean; dir: string; at: string }): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${port}`;
  return [
    '',
    `  The site:            ${origin}/`,
    `  Staff console:       ${origin}/admin/articles  (articles, courses, events, lecturers, categories,`,
    '                       promotions, pictures; password: ADMIN_PASSWORD or the one printed at first start;',
    '                       invited staff sign in there with their e-mail and their own password)',
    `  Leads inbox:         ${origin}/clients  (token: CLIENTS_TOKEN or the one printed at first start)`,
    `  Client lookup:       ${origin}/clients/by-email  (the same token)`,
    `  API documentation:   ${origin}/api/docs`,
    `  E-mail:              ${
      mail.sending
        ? `sent through SMTP_URL; every message is listed in ${origin}/admin/mail`
        : `not sent (SMTP_URL is not set): messages wait in ${origin}/admin/mail, where you can read them`
    }`,
    `  Backups:             ${
      backups.scheduled
        ? `every day at ${backups.at} into ${backups.dir}, each checked; see ${origin}/admin/backups`
        : `none on a schedule (set BACKUP_DIR); take one in ${origin}/admin/backups or with npm run backup`
    }`,
    '',
  ].join('\n');
}
