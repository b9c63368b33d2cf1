// The ceiling of the API benchmark: a bare node:http server answering, from memory, the bytes and headers
// the product answered for each URL. Run as its own process (like the product) by load.ts:
// `node --import tsx bench/ceiling-server.ts <responses.json> <port>`.
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Stored { status: number; headers: Record<string, string>; body: string }

const [file, port] = process.argv.slice(2);
const stored = JSON.parse(readFileSync(file as string, 'utf8')) as Record<string, Stored>;
const answers = new Map(Object.entries(stored).map(([url, s]) => [url, { ...s, body: Buffer.from(s.body, 'base64') }]));

http
  .createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
