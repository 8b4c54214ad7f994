// The versions under which the containers share the modules written in this repository. A module's
// version is its package's version plus a hash of its source, computed by every build: a remote
// built against a different copy than the shell runs then asks for a version the page does not
// have, and the federation runtime says so in the console (it still uses the shell's copy, as a
// singleton must). Library singletons (react, …) carry their own package versions.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import shellPackage from '../../shell/package.json';
import sharedPackage from '../../shared/package.json';

const root = path.resolve(__dirname, '../..');

/** `1.0.0-3f2a9c1b`: the base version with the first 8 hex digits of the files' sha256. */
export function contentVersion(baseVersion: string, contents: { name: string; text: string }[]): string {
  const hash = createHash('sha256');
  for (const { name, text } of [...contents].sort((a, b) => a.name.localeCompare(b.name))) hash.update(`${name}\0${text}\0`);
  return `${baseVersion}-${hash.digest('hex').slice(0, 8)}`;
}

/** The source files (not tests) of each shared module, as paths from the repository root. */
const sources = {
  shellUi: ['shell/src/expose/ui.ts', ...filesIn('shell/src/components/ui-kit')],
  shellRouter: ['shell/src/expose/router.ts'],
  apiClient: ['shared/src/api-client.ts', 'shared/src/envelope.ts'],
};

function filesIn(folder: string): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => `${folder}/${name}`);
}

function versionOf(baseVersion: string, files: string[]): string {
  return contentVersion(
    baseVersion,
    files.map((name) => ({ name, text: readFileSync(path.join(root, name), 'utf8') })),
  );
}

export function sharedVersions() {
  return {
    shellUi: versionOf(shellPackage.version, sources.shellUi),
    shellRouter: versionOf(shellPackage.version, sources.shellRouter),
    apiClient: versionOf(sharedPackage.version, sources.apiClient),
  };
}
