import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { SMTPServer } from 'smtp-server';

/**
 * Local stand-ins for the receivers, each checking the signature exactly as its vendor
 * documents it and answering as the vendor does (HTTP 200 with an error code when refused).
 */
export interface Received {
  path: string;
  body: Record<string, unknown>;
  verified: boolean;
}

const b64 = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64');
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const SECRETS = {
  webhook: 'whsec-0123456789abcdef',
  dingtalk: 'SEC' + 'ab12'.repeat(16),
  feishu: 'feishu-secret-42',
};

function verify(req: http.IncomingMessage, raw: string, url: URL): boolean {
  const body = JSON.parse(raw) as Record<string, unknown>;
  if (url.pathname.startsWith('/hook')) {
    const ts = String(req.headers['x-ecloud-timestamp']);
    const want = `sha256=${createHmac('sha256', SECRETS.webhook).update(`${ts}.${raw}`).digest('hex')}`;
    return same(String(req.headers['x-ecloud-signature']), want);
  }
  if (url.pathname.startsWith('/ding')) {
    const ts = url.searchParams.get('timestamp') ?? '';
    return same(
      url.searchParams.get('sign') ?? '',
      b64(SECRETS.dingtalk, `${ts}\n${SECRETS.dingtalk}`),
    );
  }
  if (url.pathname.startsWith('/feishu'))
    return same(String(body.sign), b64(`${String(body.timestamp)}\n${SECRETS.feishu}`, ''));
  return url.searchParams.get('key') === 'wecom-key';
}

/** `/flaky...` answers 503 to its first request, then takes them. */
export async function startRobots() {
  const received: Received[] = [];
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (b: Buffer) => parts.push(b));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const raw = Buffer.concat(parts).toString('utf8');
      const n = (hits.get(url.pathname) ?? 0) + 1;
      hits.set(url.pathname, n);
      if (url.pathname.includes('flaky') && n === 1) {
        res.writeHead(503).end('busy');
        return;
      }
      const verified = verify(req, raw, url);
      received.push({
        path: url.pathname,
        body: JSON.parse(raw) as Record<string, unknown>,
        verified,
      });
      const vendor = url.pathname.startsWith('/feishu')
        ? { code: verified ? 0 : 19021, msg: verified ? 'ok' : 'sign match fail' }
        : { errcode: verified ? 0 : 310000, errmsg: verified ? 'ok' : 'sign not match' };
      res
        .writeHead(url.pathname.startsWith('/hook') && !verified ? 401 : 200, {
          'content-type': 'application/json',
        })
        .end(JSON.stringify(vendor));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received };
}

/** A real SMTP server on a free port; it refuses `gone@` addresses always, `busy@` ones once. */
export async function startSmtp() {
  const mails: { to: string[]; text: string }[] = [];
  const tries = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      const n = (tries.get(address.address) ?? 0) + 1;
      tries.set(address.address, n);
      if (address.address.startsWith('gone@'))
        return cb(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      if (address.address.startsWith('busy@') && n === 1)
        return cb(Object.assign(new Error('try again later'), { responseCode: 451 }));
      cb();
    },
    onData(stream, session, cb) {
      const parts: Buffer[] = [];
      stream.on('data', (b: Buffer) => parts.push(b));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: Buffer.concat(parts).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { port: (smtp.server.address() as AddressInfo).port, mails };
}
