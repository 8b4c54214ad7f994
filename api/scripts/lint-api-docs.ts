// Lints the OpenAPI document the server generates (the one /api/docs/json serves) with Redocly, offline:
// builds the app in this process over an in-memory PGlite, writes the document to a temporary file and
// runs `redocly lint` with api/redocly.yaml. Exits non-zero when the document has errors.
//   npm run lint:api-docs
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { testAppConfig } from '../src/test/test-config';

const CONFIG_FILE = path.join(__dirname, '..', 'redocly.yaml');
const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

async function generatedDocument(uploadsDir: string): Promise<unknown> {
  // The document does not depend on secrets or settings: a test app's configuration will do.
  const app = await buildApp(testAppConfig({ kind: 'pglite' }, uploadsDir));
  try {
    return app.swagger();
  } finally {
    await app.close();
  }
}

async function main(): Promise<number> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'api-docs-lint-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(await generatedDocument(path.join(folder, 'uploads')), null, 2));
    const lint = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--config', CONFIG_FILE], {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (lint.error) throw lint.error;
    return lint.status ?? 1;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    process.stderr.write(`lint:api-docs failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
