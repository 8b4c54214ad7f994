// The two tables the benchmark prints, with the legend that says what each column means.
import type { LighthouseFigures } from './lighthouse';
import type { BundleMeasure } from './measure-bundle';

export interface BundleRow {
  route: string;
  federated: BundleMeasure;
  baseline: BundleMeasure;
}

export interface LighthouseRow {
  route: string;
  /** 'federated', 'baseline', or 'no pictures' (the federated build with the pictures taken off). */
  build: string;
  mobile: LighthouseFigures;
  desktop: LighthouseFigures;
}

function table(headers: string[], rows: string[][], rightAligned: (column: number) => boolean): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (rightAligned(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (rightAligned(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function encodingsSeen(rows: BundleRow[]): string {
  const counts = new Map<string, number>();
  for (const measure of rows.flatMap((row) => [row.federated, row.baseline])) {
    for (const [encoding, count] of Object.entries(measure.encodings)) counts.set(encoding, (counts.get(encoding) ?? 0) + count);
  }
  return [...counts].map(([encoding, count]) => `${encoding} (${count})`).join(', ');
}

export function bundleTable(rows: BundleRow[], loads: number): string {
  const body = rows.map(({ route, federated, baseline }) => [
    route,
    kib(federated.jsBytes),
    kib(baseline.jsBytes),
    (federated.jsBytes / baseline.jsBytes).toFixed(2),
    String(federated.chain.length),
    String(baseline.chain.length),
  ]);
  const acceptEncoding = rows[0]?.federated.acceptEncoding ?? '';
  return [
    table(['route', 'JS KiB federated', 'JS KiB baseline', 'ratio', 'in sequence federated', 'in sequence baseline'], body, (column) => column > 0),
    '',
    'JS KiB: the bodies of every script the page loaded until the network was idle after its main content',
    "  showed, as transferred (Playwright's responseBodySize: the compressed bytes and a few bytes of chunked",
    `  framing). Chromium sent "Accept-Encoding: ${acceptEncoding}"; the scripts came ${encodingsSeen(rows)}.`,
    'ratio: federated / baseline. Baseline: the same pages built as one webpack app without module federation.',
    `Each figure is the median of ${loads} load${loads === 1 ? '' : 's'}, each in a fresh browser context (nothing cached).`,
    'in sequence: the longest chain of requests, each waiting for an earlier one, among the requests finished',
    '  when the main content (`main h1`) became visible; the document counts as 1. A request follows the',
    "  parser's document, or every script on its (async) call stack, or a fetch/XHR made by the same code",
    '  path that had finished before it was sent (remotes.json → mf-manifest.json). Run with --verbose to see',
    '  each chain.',
  ].join('\n');
}

export function chains(rows: BundleRow[], origins: Record<'federated' | 'baseline', string>): string {
  const path = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);
  return rows
    .flatMap(({ route, federated, baseline }) => [
      `${route} federated: ${federated.chain.map((url) => path(url, origins.federated)).join(' → ')}`,
      `${route} baseline:  ${baseline.chain.map((url) => path(url, origins.baseline)).join(' → ')}`,
    ])
    .join('\n');
}

export function lighthouseTable(rows: LighthouseRow[], runs: number): string {
  const figures = (f: LighthouseFigures) => [String(Math.round(f.score)), String(Math.round(f.lcpMs)), String(Math.round(f.tbtMs)), f.cls.toFixed(3)];
  const baselineOf = (route: string) => rows.find((row) => row.route === route && row.build === 'baseline');
  const withBaseline = rows.some((row) => row.build === 'baseline');
  // The same run's baseline, for a goal that must hold on whatever machine measures it.
  const ratio = ({ route, build, mobile }: LighthouseRow) => {
    const baseline = baselineOf(route);
    return baseline && build !== 'baseline' ? (mobile.score / baseline.mobile.score).toFixed(2) : '';
  };
  const body = rows.map((row) => [row.route, row.build, ...figures(row.mobile), ...figures(row.desktop), ...(withBaseline ? [ratio(row)] : [])]);
  const headers = ['route', 'build', 'mobile score', 'LCP ms', 'TBT ms', 'CLS', 'desktop score', 'LCP ms', 'TBT ms', 'CLS'];
  return [
    table(withBaseline ? [...headers, 'mobile ÷ baseline'] : headers, body, (column) => column > 1),
    '',
    `Lighthouse 12.8.2, performance category, Debian's Chromium headless; median of ${runs} run${runs === 1 ? '' : 's'} per figure.`,
    'mobile: the default (simulated slow 4G, 4× CPU slowdown); desktop: --preset=desktop.',
    ...(withBaseline
      ? [
          "mobile ÷ baseline: the build's mobile score over the baseline's on the same route, in the same run. The",
          '  baseline has no server renderer: its pages are drawn by their scripts, hence its later LCP.',
        ]
      : []),
  ].join('\n');
}

/** Issue 16's question, per route: the same pages and build with and without pictures, measured in one run. */
export function picturesTable(rows: LighthouseRow[], runs: number): string {
  const routes = [...new Set(rows.map((row) => row.route))];
  const body = routes.flatMap((route) => {
    const withPictures = rows.find((row) => row.route === route && row.build === 'federated');
    const without = rows.find((row) => row.route === route && row.build === 'no pictures');
    if (!withPictures || !without) return [];
    const pair = (a: number, b: number) => `${Math.round(a)} / ${Math.round(b)}`;
    return [
      [
        route,
        pair(withPictures.mobile.score, without.mobile.score),
        (withPictures.mobile.score / without.mobile.score).toFixed(2),
        pair(withPictures.mobile.lcpMs, without.mobile.lcpMs),
        pair(withPictures.mobile.tbtMs, without.mobile.tbtMs),
        `${withPictures.mobile.cls.toFixed(3)} / ${without.mobile.cls.toFixed(3)}`,
        pair(withPictures.desktop.score, without.desktop.score),
        `${withPictures.desktop.cls.toFixed(3)} / ${without.desktop.cls.toFixed(3)}`,
      ],
    ];
  });
  const headers = ['route', 'mobile score', 'ratio', 'LCP ms', 'TBT ms', 'CLS', 'desktop score', 'CLS'];
  return [
    table(headers, body, (column) => column > 0),
    '',
    `Each cell: with pictures / without (the same build and seed, pictures taken off); median of ${runs} per figure,`,
    'the two sites measured alternately run by run. ratio: mobile score with pictures ÷ without.',
  ].join('\n');
}
