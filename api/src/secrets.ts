// Admin password and clients token: from the environment, or generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getErrorMessage } from '@site/shared';
import { errorCode } from './lib/error-code';

export interface Secrets {
  adminPassword: string;
  clientsToken: string;
}

type StoredSecrets = Partial<Secrets>;

export const SECRETS_FILE = 'secrets.json';

/**
 * Fills in what the environment left unset. A generated value is written to DATA_DIR/secrets.json
 * (mode 0600) and announced once through `announce`; later starts reuse it silently.
 */
export async function resolveSecrets(
  fromEnv: { adminPassword: string | null; clientsToken: string | null },
  dataDir: string,
  announce: (line: string) => void,
): Promise<Secrets> {
  if (fromEnv.adminPassword && fromEnv.clientsToken) {
    return { adminPassword: fromEnv.adminPassword, clientsToken: fromEnv.clientsToken };
  }
  const file = path.join(dataDir, SECRETS_FILE);
  const stored = await readStored(file);
  const generated: string[] = [];
  const pick = (envValue: string | null, key: keyof Secrets, label: string): string => {
    if (envValue) return envValue;
    const existing = stored[key];
    if (existing) return existing;
    const value = randomBytes(18).toString('base64url');
    stored[key] = value;
    generated.push(`${label}: ${value}`);
    return value;
  };
  const secrets = {
    adminPassword: pick(fromEnv.adminPassword, 'adminPassword', 'ADMIN_PASSWORD'),
    clientsToken: pick(fromEnv.clientsToken, 'clientsToken', 'CLIENTS_TOKEN'),
  };
  if (generated.length > 0) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    announce(`Generated secrets (kept in ${file}; shown only this once):\n  ${generated.join('\n  ')}`);
  }
  return secrets;
}

async function readStored(file: string): Promise<StoredSecrets> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error: unknown) {
    if (isMissingFile(error)) return {};
    throw new Error(`Cannot read ${file}: ${getErrorMessage(error)}`, { cause: error });
  }
  const parsed: unknown = JSON.parse(text);
  const stored: StoredSecrets = {};
  if (parsed && typeof parsed === 'object') {
    if ('adminPassword' in parsed && typeof parsed.adminPassword === 'string') stored.adminPassword = parsed.adminPassword;
    if ('clientsToken' in parsed && typeof parsed.clientsToken === 'string') stored.clientsToken = parsed.clientsToken;
  }
  return stored;
}

function isMissingFile(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}
