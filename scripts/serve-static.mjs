// Serves one app's build folder on its own origin, with CORS, for deploying a remote alone:
//   npm run serve -w mf-articles -- --port 3004
// Hashed chunks are cached for a year; remoteEntry.js, mf-manifest.json and HTML are revalidated.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', default: process.env.CORS_ORIGINS ?? '*' },
  },
});
const root = path.resolve(positionals[0] ?? 'dist');
const allowed = values['allow-origin'].split(',').map((origin) => origin.trim());
const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

createServer((request, response) => {
  const origin = request.headers.origin;
  if (origin && (allowed.includes('*') || allowed.includes(origin))) {
    response.setHeader('Access-Control-Allow-Origin', allowed.includes('*') ? '*' : origin);
    response.setHeader('Vary', 'Origin');
  }
  if (request.method === 'OPTIONS') return void response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
  if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path.join(root, path.normalize(pathname).replace(/^([/\\]|\.\.)+/, ''));
  if (!file.startsWith(root + path.sep)) return void response.writeHead(400).end();
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return void response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
  if (!stats.isFile()) return void response.writeHead(404).end();
  const hashed = /\.[0-9a-f]{8}\./.test(path.basename(file));
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': stats.size,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(file).pipe(response);
}).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/`);
});
