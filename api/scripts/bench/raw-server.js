// The baseline: a bare node:http server answering /<n> with the n-th recorded answer (body and the few
// headers that describe it) from memory. Started by bench.js with PORT and ANSWERS_FILE.
'use strict';
const http = require('node:http');
const fs = require('node:fs');

const answers = JSON.parse(fs.readFileSync(process.env.ANSWERS_FILE, 'utf8')).map(({ body, headers }) => {
  const bytes = Buffer.from(body, 'base64');
  return { body: bytes, headers: { ...headers, 'content-length': bytes.length } };
});

http
  .createServer((request, response) => {
    const index = /^\/(\d+)$/.exec(request.url ?? '');
    const answer = index ? answers[Number(index[1])] : undefined;
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
