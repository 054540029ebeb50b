import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';

/**
 * The mock store as a plain HTTP server on 127.0.0.1, for the PHP demo: its router passes every
 * store call on to this server, which answers through the same MSW handlers as the tests and
 * the preview (one process, state kept between calls). No service worker is involved, so the
 * demo page is exactly what a store's template prints.
 */
export interface MockStoreServer {
  url: string;
  close(): Promise<void>;
}

export function startMockStore(port = 0): Promise<MockStoreServer> {
  const server = createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const method = req.method ?? 'GET';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks),
      });
      const response = await getResponse(handlers, request);
      if (!response || response.type === 'error') {
        res.writeHead(response ? 502 : 404, { 'Content-Type': 'text/plain' }).end(response ? 'network error' : `No mock-store route for ${method} ${req.url}`);
        return;
      }
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${bound}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
