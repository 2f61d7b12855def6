import type { WireRequest } from './server.ts';
import type { FakeAws } from './aws.ts';

/** The reply shapes the AWS fakes share: XML for the query protocols, JSON 1.1 for the rest. */
export const esc = (v: unknown) =>
  String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** <tag>children</tag>, where children is text or already-built XML. */
export const el = (tag: string, ...children: (string | number | undefined)[]) =>
  `<${tag}>${children.filter((c) => c !== undefined).join('')}</${tag}>`;
export const text = (tag: string, value: unknown) =>
  value === undefined ? '' : el(tag, esc(value));
export const items = (tag: string, list: string[], member = 'item') =>
  el(tag, ...list.map((x) => el(member, x)));

export const xmlReply = (status: number, body: string, rid: string) => ({
  status,
  headers: { 'content-type': 'text/xml', 'x-amzn-requestid': rid },
  body,
});

/** JSON 1.1 (Cost Explorer, Service Quotas): the action in x-amz-target, errors as {__type, message}. */
export const jsonReply = (status: number, body: object, rid: string) => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': rid },
  body: JSON.stringify(body),
});

/** A JSON 1.1 call's action (x-amz-target less the service's prefix) and body, recorded. */
export function readJsonCall<Body extends Record<string, unknown>>(
  fake: FakeAws,
  req: WireRequest,
  at: { service: string; region: string; targetPrefix: string },
) {
  const action = String(req.headers['x-amz-target'] ?? '').replace(at.targetPrefix, '');
  const body = JSON.parse(req.body || '{}') as Body;
  fake.calls.push({ service: at.service, region: at.region, action, params: {}, body });
  return { action, body };
}
