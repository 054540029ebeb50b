import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '../mocks/handlers';

/**
 * The mock store served over HTTP, as a PHP store is: the same handlers that answer in the
 * preview's service worker and in the unit tests, behind a Node HTTP server. For
 * `npm run check-store` (and its tests) and for anyone who wants to call the mock store with
 * curl. `extra` handlers answer first (the drifted fixture store, `./check-store/drifted.ts`).
 */
export interface ServedStore {
  url: string;
  close: () => Promise<void>;
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
}

export function serveMockStore(port = 0, extra: RequestHandler[] = []): Promise<ServedStore> {
  const all = [...extra, ...handlers];
  let origin = '';
  const server: Server = createServer(async (req, res) => {
    try {
      const response = await getResponse(all, await toRequest(req, origin));
      if (!response) {
        res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>');
        return;
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => (headers[key] = value));
      res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/html' }).end(`<h1>500</h1><pre>${String(error)}</pre>`);
    }
  });
  return new Promise((resolveServed) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      resolveServed({ url: origin, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** `npm run mock-store [-- PORT]`: serves the mock store until stopped. */
export async function main(args: string[]): Promise<number | void> {
  const served = await serveMockStore(Number(args[0] ?? 8090));
  console.log(`The mock store answers at ${served.url} (Ctrl-C stops it).`);
  await new Promise(() => undefined);
}
