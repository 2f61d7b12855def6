import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { ChannelKind } from '@ecloud/contract';
import { guardedLookup, isBlockedAddress, TargetRefused } from './target-guard.ts';

/** What a channel carries: a title and a text, in the channel's language. */
export interface Notice {
  type: string;
  title: string;
  text: string;
}

interface Request {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data);

/**
 * Our webhook: the JSON notice, with X-Ecloud-Timestamp (Unix seconds) and X-Ecloud-Signature
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" under the channel's secret>`.
 */
function webhook(url: string, secret: string, n: Notice, now: Date): Request {
  const ts = String(Math.floor(now.getTime() / 1000));
  const body = JSON.stringify({ ...n, sentAt: now.toISOString() });
  return {
    url,
    body,
    headers: {
      'x-ecloud-timestamp': ts,
      'x-ecloud-signature': `sha256=${hmac(secret, `${ts}.${body}`).digest('hex')}`,
    },
  };
}

/**
 * DingTalk custom robot, "加签": sign = Base64(HmacSHA256(key = secret,
 * "<timestamp ms>\n<secret>")), URL-encoded, added to the webhook address with the timestamp.
 */
function dingtalk(url: string, secret: string, n: Notice, now: Date): Request {
  const target = new URL(url);
  if (secret) {
    const ts = String(now.getTime());
    target.searchParams.set('timestamp', ts);
    target.searchParams.set('sign', hmac(secret, `${ts}\n${secret}`).digest('base64'));
  }
  const body = JSON.stringify({ msgtype: 'text', text: { content: `${n.title}\n${n.text}` } });
  return { url: target.toString(), body, headers: {} };
}

/** WeCom group robot: the key is in the address; no signature. */
function wecom(url: string, _secret: string, n: Notice): Request {
  const body = JSON.stringify({ msgtype: 'text', text: { content: `${n.title}\n${n.text}` } });
  return { url, body, headers: {} };
}

/**
 * Feishu custom bot, signature check: sign = Base64(HmacSHA256(key = "<timestamp s>\n<secret>",
 * empty message)), sent in the body with the timestamp.
 */
function feishu(url: string, secret: string, n: Notice, now: Date): Request {
  const ts = String(Math.floor(now.getTime() / 1000));
  const signed = secret
    ? { timestamp: ts, sign: hmac(`${ts}\n${secret}`, '').digest('base64') }
    : {};
  const body = JSON.stringify({
    ...signed,
    msg_type: 'text',
    content: { text: `${n.title}\n${n.text}` },
  });
  return { url, body, headers: {} };
}

const BUILD = { webhook, dingtalk, wecom, feishu } satisfies Record<
  ChannelKind,
  (url: string, secret: string, n: Notice, now: Date) => Request
>;

/**
 * The robots answer HTTP 200 with an error code in the body (DingTalk and WeCom `errcode`,
 * Feishu `code`, older Feishu `StatusCode`); anything but 0 is a failure.
 */
function vendorError(kind: ChannelKind, text: string): string | null {
  if (kind === 'webhook') return null;
  try {
    const j = JSON.parse(text) as Record<string, unknown>;
    const code = j.errcode ?? j.code ?? j.StatusCode;
    return code === 0 || code === undefined
      ? null
      : `${String(code)} ${String(j.errmsg ?? j.msg ?? '')}`;
  } catch {
    return `not JSON: ${text.slice(0, 100)}`;
  }
}

function post(r: Request, allowPrivate: boolean): Promise<{ status: number; text: string }> {
  const target = new URL(r.url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address literal skips the lookup, so it is checked here.
  if (!allowPrivate && /^[\d.]+$|:/.test(host) && isBlockedAddress(host))
    return Promise.reject(new TargetRefused(host));
  const lib = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(r.body),
          ...r.headers,
        },
        lookup: guardedLookup(allowPrivate),
        timeout: 10_000,
      },
      (res) => {
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (b: Buffer) => {
          size += b.length;
          if (size <= 65_536) parts.push(b);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
    req.end(r.body);
  });
}

/** Sends a notice through a channel; throws with the reason when it was not accepted. */
export async function sendToChannel(
  ch: { kind: ChannelKind; url: string; secret: string },
  n: Notice,
  now: Date,
  allowPrivate: boolean,
): Promise<void> {
  const res = await post(BUILD[ch.kind](ch.url, ch.secret, n, now), allowPrivate);
  if (res.status < 200 || res.status >= 300)
    throw new Error(`HTTP ${res.status}: ${res.text.slice(0, 200)}`);
  const err = vendorError(ch.kind, res.text);
  if (err) throw new Error(err);
}
