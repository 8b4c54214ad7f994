import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from 'typebox';
import { type SettingName, SettingsSchema } from './settings-schema';

const root = path.resolve(__dirname, '../..');
const names: string[] = Object.keys(SettingsSchema.properties);
const schemaOf = (name: string): TSchema & { description?: string; default?: unknown } => SettingsSchema.properties[name as SettingName];

/** A default as the docs write it: a list as its comma-separated text (an empty list, none). */
const shown = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));
const defaultOf = (name: string) => schemaOf(name).default;
const descriptionOf = (name: string) => schemaOf(name).description ?? '';

/** `KEY=value` and commented-out `# KEY=value` lines; the value only of the uncommented ones. */
function exampleVariables(): Map<string, string | null> {
  const variables = new Map<string, string | null>();
  for (const line of readFileSync(path.join(root, '.env.example'), 'utf8').split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    if (match[1] === undefined) variables.set(match[2]!, match[3]!.trim());
    else if (!variables.has(match[2]!)) variables.set(match[2]!, null);
  }
  return variables;
}

/** The rows of the table under «## Configuration»: variable (first column, without backticks) and default cell. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const rows = new Map<string, string>();
  for (const line of section.slice(1, section.indexOf('\n## ', 1)).split('\n')) {
    const cells = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|([^|]*)\|/.exec(line);
    if (cells) rows.set(cells[1]!, cells[2]!.trim());
  }
  return rows;
}

// What to add, so a failure says it: the line of .env.example and the row of the README.
const exampleLine = (name: string) => `# ${descriptionOf(name)}\n${name}=${defaultOf(name) === undefined ? '' : shown(defaultOf(name))}`;
const readmeRow = (name: string) =>
  `| \`${name}\` | ${defaultOf(name) === undefined || shown(defaultOf(name)) === '' ? 'unset' : `\`${shown(defaultOf(name))}\``} | ${descriptionOf(name)} |`;

describe('the settings and their docs', () => {
  it('gives every setting a one-line description', () => {
    expect(names.filter((name) => !descriptionOf(name) || descriptionOf(name).includes('\n'))).toEqual([]);
  });

  it('.env.example lists every setting and nothing else', () => {
    const listed = exampleVariables();
    expect(names.filter((name) => !listed.has(name)).map(exampleLine)).toEqual([]);
    expect([...listed.keys()].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('.env.example shows each default it gives a value for', () => {
    const wrong = [...exampleVariables()]
      .filter(([name, value]) => names.includes(name) && value !== null && value !== '' && value !== shown(defaultOf(name)))
      .map(([name, value]) => `${name}=${value} (the default is ${defaultOf(name) === undefined ? 'unset' : shown(defaultOf(name))})`);
    expect(wrong).toEqual([]);
  });

  it('the README’s configuration table has a row for every setting and no other', () => {
    const rows = readmeRows();
    expect(rows.size).toBeGreaterThan(0);
    expect(names.filter((name) => !rows.has(name)).map(readmeRow)).toEqual([]);
    expect([...rows.keys()].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('the README’s table shows each default that is a single value', () => {
    const wrong = [...readmeRows()]
      .filter(([name]) => names.includes(name) && defaultOf(name) !== undefined && shown(defaultOf(name)) !== '')
      .filter(([name, cell]) => !cell.includes(`\`${shown(defaultOf(name))}\``))
      .map(([name, cell]) => `${name}: "${cell}" does not show \`${shown(defaultOf(name))}\``);
    expect(wrong).toEqual([]);
  });
});
