import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake provider received it off the wire. */
export interface WireRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WireReply {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  requests: WireRequest[];
  close(): Promise<void>;
}

/** What every fake provider keeps: the calls it answered, and what the key may not call. */
export interface FakeProvider<Call> extends FakeServer {
  calls: Call[];
  /** Actions (or service paths) this key may not call: answered with a permission refusal. */
  deny: Set<string>;
}

/** A fake provider that can throttle: the next `throttle` calls get its throttled reply. */
export interface ThrottlingFake<Call> extends FakeProvider<Call> {
  throttle: number;
}

/** A throttling fake of a REST gateway (JD Cloud, Huawei Cloud), with what else it records. */
export type RestFake<Extra = object> = ThrottlingFake<
  {
    service: string;
    method: string;
    path: string;
    query: Record<string, string>;
  } & Extra
>;

/** A JSON reply carrying a fresh request id under the provider's name for it. */
export const jsonWithRequestId =
  (idField: 'RequestId' | 'requestId') =>
  (status: number, body: object): WireReply => ({
    status,
    body: JSON.stringify({ [idField]: requestId(), ...body }),
  });

/** An HTTP server on 127.0.0.1 at a random port that hands every request to `handle`. */
export async function startFakeServer(
  handle: (request: WireRequest) => WireReply | Promise<WireReply>,
): Promise<FakeServer> {
  const requests: WireRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://fake');
      const request: WireRequest = {
        method: req.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      Promise.resolve()
        .then(() => handle(request))
        .then(
          (reply) => {
            res.writeHead(reply.status ?? 200, {
              'content-type': 'application/json',
              ...reply.headers,
            });
            res.end(reply.body);
          },
          (error: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(String(error));
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const requestId = (() => {
  let n = 0;
  return () => `req-${(++n).toString().padStart(6, '0')}`;
})();
