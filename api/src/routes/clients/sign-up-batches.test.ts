// Sign-ups that arrive together are written together (group commit): each is still answered, stored and
// confirmed as if it had come alone, one bad sign-up refuses only itself, and the limits count every one.
import type { Course } from '@site/shared';
import { courseBody, signUpBody } from '../../test/fixtures';
import { adminHeaders, call, createTestContext, nextVisitorAddress, type TestContext } from '../../test/test-app';
import { formLimitMessage } from '../public-forms';

let t: TestContext;
let course: Course;

beforeAll(async () => {
  t = await createTestContext();
  course = (await call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: await adminHeaders(t.app), payload: courseBody({ slug: 'zaedno' }) }))
    .body.data;
});
afterAll(() => t.close());

const register = (payload: object, remoteAddress = nextVisitorAddress()) =>
  call<null>(t.app, { method: 'POST', url: '/api/clients/register', payload, remoteAddress });

const confirmationsTo = async (email: string) => (await t.repos.outbox.list()).filter((message) => message.to === email);

describe('sign-ups sent at the same moment', () => {
  it('stores each with its own data and queues each its own confirmation', async () => {
    const people = Array.from({ length: 30 }, (_, n) => ({ fullName: `Човек ${n}`, email: `zaedno-${n}@example.bg`, phone: `0888 000 ${100 + n}` }));
    const answers = await Promise.all(people.map((person, n) => register(signUpBody({ ...person, courseIds: n % 2 === 0 ? [course.id] : [] }))));
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 201));
    for (const [n, person] of people.entries()) {
      const client = await t.repos.clients.findByEmail(person.email);
      expect(client).toMatchObject({ fullName: person.fullName, phone: person.phone });
      expect(client?.courses.map((link) => link.courseId)).toEqual(n % 2 === 0 ? [course.id] : []);
      const mail = await confirmationsTo(person.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toContain(n % 2 === 0 ? course.title : 'консултация');
    }
  });

  it('refuses only the sign-up naming an unknown course; the others beside it are stored', async () => {
    const answers = await Promise.all([
      register(signUpBody({ email: 'beside-1@example.bg' })),
      register(signUpBody({ email: 'unknown-course@example.bg', courseIds: [987654] })),
      register(signUpBody({ email: 'beside-2@example.bg', courseIds: [course.id] })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 400, 201]);
    expect(answers[1]?.body).toMatchObject({ success: false, message: 'Непознат курс: 987654' });
    expect(await t.repos.clients.findByEmail('unknown-course@example.bg')).toBeNull();
    expect(await confirmationsTo('unknown-course@example.bg')).toEqual([]);
    for (const email of ['beside-1@example.bg', 'beside-2@example.bg']) {
      expect(await t.repos.clients.findByEmail(email)).not.toBeNull();
      expect(await confirmationsTo(email)).toHaveLength(1);
    }
  });

  it('stores two different requests of one person sent together, and the same one once', async () => {
    const first = signUpBody({ email: 'one-person@example.bg' });
    const answers = await Promise.all([register(first), register({ ...first, phone: '0899 111 222' }), register(first)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const client = await t.repos.clients.findByEmail('one-person@example.bg');
    expect(client?.registrations.map((registration) => registration.phone).sort()).toEqual(['0888 123 456', '0899 111 222']);
    expect(await confirmationsTo('one-person@example.bg')).toHaveLength(2);
  });

  it('counts every sign-up from one address towards its limit, sent together as one after another', async () => {
    const address = '10.211.0.1';
    const answers = await Promise.all(Array.from({ length: 62 }, (_, n) => register(signUpBody({ email: `room-together-${n}@example.bg` }), address)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.message)).toEqual([formLimitMessage, formLimitMessage]);
  });
});
