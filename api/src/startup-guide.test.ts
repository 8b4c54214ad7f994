import { startupGuide } from './startup-guide';

describe('startupGuide', () => {
  it('names the site, the staff console and the client lookup at the address the server listens on', () => {
    const guide = startupGuide(8080, '0.0.0.0');
    expect(guide).toContain('The site:            http://localhost:8080/');
    expect(guide).toContain('Staff console:       http://localhost:8080/admin/articles');
    expect(guide).toContain('Leads inbox:         http://localhost:8080/clients  (token: CLIENTS_TOKEN');
    expect(guide).toContain('Client lookup:       http://localhost:8080/clients/by-email');
    expect(startupGuide(3000, '::1')).toContain('http://[::1]:3000/');
  });
});
