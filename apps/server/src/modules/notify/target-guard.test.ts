import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTarget, isBlockedAddress, TargetRefused } from './target-guard.ts';
import { sendToChannel } from './robots.ts';

describe('the webhook target guard', () => {
  it('blocks private, loopback, link-local, metadata and non-unicast addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ])
      expect(isBlockedAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '47.96.1.1', '2408:4001::1', '::ffff:8.8.8.8'])
      expect(isBlockedAddress(a), a).toBe(false);
  });

  it('resolves names before deciding, and lets the operator allow private targets', async () => {
    await expect(checkTarget('http://localhost:1/x', false)).rejects.toBeInstanceOf(TargetRefused);
    await expect(checkTarget('http://localhost:1/x', true)).resolves.toBeUndefined();
  });

  const server = http.createServer((_req, res) => res.end('{"errcode":0}'));
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses again at connect time, for literals and for names', async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const n = { type: 'test', title: 't', text: 'x' };
    for (const host of ['127.0.0.1', 'localhost'])
      await expect(
        sendToChannel(
          { kind: 'wecom', url: `http://${host}:${port}/?key=k`, secret: '' },
          n,
          new Date(),
          false,
        ),
      ).rejects.toBeInstanceOf(TargetRefused);
    await expect(
      sendToChannel(
        { kind: 'wecom', url: `http://localhost:${port}/?key=k`, secret: '' },
        n,
        new Date(),
        true,
      ),
    ).resolves.toBeUndefined();
  });
});
