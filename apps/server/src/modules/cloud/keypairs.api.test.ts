import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount, expectForeignIdsUnknown } from './test-support.ts';

const t = await testApp();

const sshString = (b: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(b.length);
  return Buffer.concat([len, b]);
};
function ed25519Line(comment = 'me@laptop') {
  const raw = generateKeyPairSync('ed25519')
    .publicKey.export({ format: 'der', type: 'spki' })
    .subarray(-32);
  return `ssh-ed25519 ${Buffer.concat([sshString(Buffer.from('ssh-ed25519')), sshString(raw)]).toString('base64')} ${comment}`;
}
function rsaLine(bits: number) {
  const jwk = generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({
    format: 'jwk',
  });
  const mpint = (b64: string) => {
    const b = Buffer.from(b64, 'base64url');
    return sshString(b[0]! & 0x80 ? Buffer.concat([Buffer.alloc(1), b]) : b);
  };
  const blob = Buffer.concat([sshString(Buffer.from('ssh-rsa')), mpint(jwk.e!), mpint(jwk.n!)]);
  return `ssh-rsa ${blob.toString('base64')} rsa@host`;
}

describe('key pairs (cloudResource/tx/uploadkey)', () => {
  it('stores validated OpenSSH public keys per account, with type, size and fingerprint', async () => {
    const { token } = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, token, { name: 'Ali' });
    const line = ed25519Line();
    await ok(
      t,
      calls.keyPairUpload,
      { accountId, name: 'laptop', publicKey: `  ${line}\n` },
      { token },
    );
    await ok(
      t,
      calls.keyPairUpload,
      { accountId, name: 'ci', publicKey: rsaLine(2048) },
      { token },
    );
    const page = await ok(t, calls.keyPairList, { accountId }, { token });
    expect(page.total).toBe(2);
    const laptop = page.list.find((k) => k.name === 'laptop')!;
    expect(laptop).toMatchObject({
      keyType: 'ssh-ed25519',
      bits: 256,
      comment: 'me@laptop',
      accountName: 'Ali',
      publicKey: line,
    });
    expect(laptop.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(page.list.find((k) => k.name === 'ci')).toMatchObject({
      keyType: 'ssh-rsa',
      bits: 2048,
    });

    const dup = await call(
      t,
      calls.keyPairUpload,
      { accountId, name: 'again', publicKey: line },
      { token },
    );
    expect(dup.code).toBe(409);
    expect(dup.message).toContain('laptop');
    const name = await call(
      t,
      calls.keyPairUpload,
      { accountId, name: 'laptop', publicKey: ed25519Line() },
      { token },
    );
    expect(name.code).toBe(409);
    expect(await ok(t, calls.keyPairDelete, { ids: [laptop.id] }, { token })).toEqual({
      affected: 1,
    });
  });

  it('refuses what is not a usable OpenSSH public key, naming the field', async () => {
    const { token } = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, token);
    const good = ed25519Line().split(' ');
    for (const [publicKey, words] of [
      ['hello world', "'hello'"],
      ['ssh-dss AAAAB3NzaC1kc3MAAACBAP', 'ssh-dss'],
      [`ssh-rsa ${good[1]}`, 'damaged'],
      [`ssh-ed25519 ${good[1]!.slice(0, 40)}`, 'damaged'],
      [rsaLine(1024), '1024'],
      [
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn==\n-----END OPENSSH PRIVATE KEY-----',
        'private key',
      ],
    ] as const) {
      const res = await call(
        t,
        calls.keyPairUpload,
        { accountId, name: 'k', publicKey },
        { token },
      );
      expect(res.code, publicKey).toBe(400);
      expect(res.message).toContain('publicKey');
      expect(res.message).toContain(words);
    }
    expect(
      (
        await call(
          t,
          calls.keyPairUpload,
          { accountId, name: '-bad name', publicKey: good.join(' ') },
          { token },
        )
      ).code,
    ).toBe(400);
    expect((await ok(t, calls.keyPairList, {}, { token })).total).toBe(0);
  });

  it('keeps tenants apart', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, a.token);
    await ok(
      t,
      calls.keyPairUpload,
      { accountId, name: 'k', publicKey: ed25519Line() },
      { token: a.token },
    );
    expect(
      (
        await call(
          t,
          calls.keyPairUpload,
          { accountId, name: 'k2', publicKey: ed25519Line() },
          { token: b.token },
        )
      ).code,
    ).toBe(404);
    expect((await ok(t, calls.keyPairList, {}, { token: b.token })).total).toBe(0);
    const [k] = (await ok(t, calls.keyPairList, {}, { token: a.token })).list;
    expect((await call(t, calls.keyPairDelete, { ids: [k!.id] }, { token: b.token })).code).toBe(
      404,
    );
    expect((await ok(t, calls.keyPairList, {}, { token: a.token })).total).toBe(1);
  });

  it('answers another tenant’s key pair ids as unknown ids, and a batch with one deletes nothing', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const upload = async (token: string) =>
      (
        await ok(
          t,
          calls.keyPairUpload,
          { accountId: await addSimAccount(t, token), name: 'k', publicKey: ed25519Line() },
          { token },
        )
      ).id;
    const theirs = await upload(a.token);
    const mine = await upload(b.token);
    await expectForeignIdsUnknown(t, calls.keyPairDelete, [theirs], b.token);
    expect(
      (await call(t, calls.keyPairDelete, { ids: [mine, theirs] }, { token: b.token })).code,
    ).toBe(404);
    expect((await ok(t, calls.keyPairList, {}, { token: b.token })).total).toBe(1);
    expect((await ok(t, calls.keyPairList, {}, { token: a.token })).total).toBe(1);
    expect(await ok(t, calls.keyPairDelete, { ids: [mine, mine] }, { token: b.token })).toEqual({
      affected: 1,
    });
  });
});
