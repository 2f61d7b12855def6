import JDCloud from 'jdcloud-sdk-js/src/lib/node_loader.js';
import SignerV2 from 'jdcloud-sdk-js/src/lib/signers/v2.js';
import 'jdcloud-sdk-js/src/services/vm.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJdRequest } from '../../src/cloud/providers/jd/signer.ts';
import { JD_HOSTS, startFakeJd, type FakeJd } from './jd.ts';

/**
 * JD Cloud's own SDK (jdcloud-sdk-js, SignerV2) signs a few requests: the fake must accept
 * them, and our signer must produce the same Authorization, byte for byte.
 */
const KEYS = { accessKeyId: 'JDAKEXAMPLE0001', secret: 'jd-secret-例子 0001' };
const SDK_KEYS = { accessKeyId: KEYS.accessKeyId, secretAccessKey: KEYS.secret };
const REGION = 'cn-north-1';
const NOW = new Date('2026-03-04T05:06:07Z');
// The SDK logs every string it signs.
JDCloud.config.logger = () => {};

/** Twelve values: `filters.1.values.1` beside `filters.1.values.10`, `.11`, `.12`. */
const TWELVE = Array.from({ length: 12 }, (_, i) => (i === 9 ? 'g.n2.medium' : `x.type${i}`));

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  pathParams?: Record<string, string>;
  filters?: { name: string; values: string[] }[];
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: object;
}

const CASES: Case[] = [
  {
    name: 'ten or more filter values',
    method: 'GET',
    path: '/regions/{regionId}/instanceTypes',
    filters: [{ name: 'instanceTypes', values: TWELVE }],
  },
  {
    name: 'Chinese text, spaces and reserved characters',
    method: 'GET',
    path: '/regions/{regionId}/instances',
    filters: [{ name: 'name', values: ['京东 web 主机', "a*b (c)!'~"] }],
    query: { pageNumber: '1', pageSize: '10' },
  },
  {
    name: 'an action after a colon and a JSON body',
    method: 'POST',
    path: '/regions/{regionId}/instances/{instanceId}:startInstance',
    pathParams: { instanceId: JD_HOSTS[0]!.instanceId },
    body: { note: '启动 now' },
  },
];

let fake: FakeJd;
let vm: InstanceType<(typeof JDCloud)['VM']>;
beforeAll(async () => {
  fake = await startFakeJd(KEYS);
  vm = new JDCloud.VM({
    credentials: SDK_KEYS,
    regionId: REGION,
    endpoint: { host: new URL(fake.url).host, protocol: 'http' },
  });
});
afterAll(() => fake.close());

/** The SDK's request for a case, signed by SignerV2 at `date` (with `nonce` when given). */
function sdkRequest(
  c: Case,
  opts: { date: Date; nonce?: string; secret?: string; accept?: boolean },
) {
  const query = { ...c.query, ...vm.buildFilterParam(c.filters ?? [], 'filters') };
  const request = new JDCloud.JCRequest(
    vm,
    c.path,
    c.method,
    { regionId: REGION, ...c.pathParams },
    query,
    { ...c.headers },
    {},
    c.body ?? null,
    ['application/json'],
    ['application/json'],
    null,
  );
  // The SDK signs every header but user-agent; ours signs no accept header.
  if (opts.accept === false) request.request.headers.delete('accept');
  const nonce = opts.nonce;
  const signer = new (class extends SignerV2 {
    override addHeaders(credentials: typeof SDK_KEYS, datetime: string) {
      super.addHeaders(credentials, datetime);
      if (nonce) this.request.request.headers.set('x-jdcloud-nonce', nonce);
    }
  })(request, 'vm');
  signer.addAuthorization({ ...SDK_KEYS, secretAccessKey: opts.secret ?? KEYS.secret }, opts.date);
  return request.request;
}

const send = async (request: ReturnType<typeof sdkRequest>) => {
  const res = await JDCloud.fetch(request);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe.each(CASES)('JD SDK-signed request with $name', (c) => {
  it('is accepted by the fake', async () => {
    const reply = await send(sdkRequest(c, { date: new Date() }));
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveProperty('result');
  });

  it('is signed by our signer with the same Authorization, byte for byte', () => {
    const url = sdkRequest(c, { date: NOW }).url;
    const ours = signJdRequest({
      method: c.method,
      url: new URL(url),
      body: c.body ? JSON.stringify(c.body) : '',
      service: 'vm',
      region: REGION,
      credentials: KEYS,
      now: NOW,
    });
    const sdk = sdkRequest(c, { date: NOW, nonce: ours['x-jdcloud-nonce'], accept: false });
    expect(sdk.headers.get('x-jdcloud-date')).toBe(ours['x-jdcloud-date']);
    expect(ours.authorization).toBe(sdk.headers.get('authorization'));
  });

  it('is refused by the fake when signed with another secret', async () => {
    const reply = await send(sdkRequest(c, { date: new Date(), secret: `${KEYS.secret}x` }));
    expect(reply).toMatchObject({ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
  });
});

describe('JD fake with the SDK end to end', () => {
  it('answers describeInstances with twelve filter values, signed and sent by the SDK', async () => {
    const ids = JD_HOSTS.slice(0, 12).map((h) => h.instanceId);
    const reply = await vm.describeInstances({
      pageSize: 20,
      filters: [{ name: 'instanceId', values: ids }],
    });
    expect(reply.result.totalCount).toBe(JD_HOSTS.length);
    expect(fake.calls.at(-1)?.query['filters.1.values.12']).toBe(ids[11]);
  });

  it('folds runs of white space in a signed header value, as the SDK signs it', async () => {
    const c = { ...CASES[1]!, headers: { 'x-jdcloud-note': 'two  spaces\tand a tab' } };
    const request = sdkRequest(c, { date: new Date() });
    expect((await send(request)).status).toBe(200);
    expect(fake.requests.at(-1)?.headers['x-jdcloud-note']).toBe('two  spaces\tand a tab');
  });

  it('picks the instance type named by the tenth filter value', async () => {
    const reply = await send(sdkRequest(CASES[0]!, { date: new Date() }));
    expect(reply.body).toMatchObject({
      result: { instanceTypes: [{ instanceType: 'g.n2.medium' }] },
    });
  });
});
