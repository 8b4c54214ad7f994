/** @jest-environment node */
import { ServerRemotes } from './server-remotes';
import { OWN_ORIGIN, type ServerFetch } from './server-fetch';

const MANIFEST = '/remotes/mf-admin/mf-manifest.json';
const ENTRY = `${OWN_ORIGIN}/remotes/mf-admin/server/remoteEntry.js`;

function setup() {
  const warnings: string[] = [];
  const infos: string[] = [];
  let entryStatus = 404;
  const serverFetch: ServerFetch = async (url) => {
    if (url === ENTRY && entryStatus !== 200) throw new Error(`${url} answered ${entryStatus}`);
    return new Response(url === ENTRY ? 'module.exports = {};' : JSON.stringify({ exposes: [] }));
  };
  const remotes = new ServerRemotes(serverFetch, {
    warn: (details, message) => warnings.push(`${message}: ${String(details.err)}`),
    info: (_details, message) => infos.push(message),
  });
  return {
    remotes,
    warnings,
    infos,
    answer: (status: number) => {
      entryStatus = status;
    },
  };
}

test('a remote whose server container cannot be fetched is reported once, and again only when the reason changes', async () => {
  const { remotes, warnings, infos, answer } = setup();
  await remotes.namesFor({ admin: MANIFEST });
  await remotes.refresh();
  await remotes.refresh();
  expect(warnings).toEqual([`remote server container unavailable: Error: ${ENTRY} answered 404`]);
  expect(remotes.failureOf({ admin: MANIFEST }, 'admin')).toBe(`Error: ${ENTRY} answered 404`);

  answer(503);
  await remotes.refresh();
  await remotes.refresh();
  expect(warnings).toHaveLength(2);
  expect(warnings[1]).toBe(`remote server container unavailable: Error: ${ENTRY} answered 503`);

  answer(200);
  await remotes.refresh();
  expect(infos).toEqual(['remote server container loaded']);
  expect(remotes.failureOf({ admin: MANIFEST }, 'admin')).toBeNull();
  remotes.close();
});
