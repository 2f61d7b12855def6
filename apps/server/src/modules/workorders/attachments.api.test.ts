import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, calls } from '@ecloud/contract';
import { call, injectRaw, ok, testApp } from '../../../test/harness.ts';
import { customer, openOrder, PNG, supportDesk } from './test-support.ts';

const t = await testApp();
const desk = await supportDesk(t);

const upload = (token: string, data: string, filename = 'shot.png') =>
  call(t, calls.workOrderAttachmentUpload, { filename, data }, { token });

describe('work order attachments', () => {
  it('takes files judged by content, on the order and on replies, for both sides to download', async () => {
    const c = await customer(t);
    const png = await ok(
      t,
      calls.workOrderAttachmentUpload,
      { filename: 'a.dat', data: PNG },
      {
        token: c.token,
      },
    );
    // The type comes from the bytes, not the name.
    expect(png.contentType).toBe('image/png');
    const txt = (await upload(c.token, Buffer.from('log line\n').toString('base64'), 'x.png')).data;
    expect(txt.contentType).toBe('text/plain');
    const id = await openOrder(t, c.token, { attachmentIds: [png.id] });
    const reply = await ok(
      t,
      calls.workOrderReply,
      { id, body: 'logs', attachmentIds: [txt.id] },
      { token: c.token },
    );
    const d = await ok(t, calls.workOrderDetail, { id }, { token: desk.token });
    expect(d.attachments.map((a) => a.id)).toEqual([png.id]);
    expect(d.replies.find((r) => r.id === reply.id)!.attachments.map((a) => a.id)).toEqual([
      txt.id,
    ]);
    const got = await ok(t, calls.workOrderAttachmentGet, { id: png.id }, { token: desk.token });
    expect(got.data).toBe(PNG);
    // A file is used once: attaching it again is refused.
    const again = await call(
      t,
      calls.workOrderReply,
      { id, body: 'again', attachmentIds: [png.id] },
      { token: c.token },
    );
    expect(again.code).toBe(400);
    expect(again.message).toContain('attachmentIds');
  });

  it('refuses an executable renamed .png, an oversized file and a sixth file, naming the field', async () => {
    const c = await customer(t);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]).toString('base64');
    const renamed = await upload(c.token, exe, 'cat.png');
    expect(renamed.code).toBe(400);
    expect(renamed.message).toContain('data');
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).toString('base64');
    expect((await upload(c.token, elf, 'x.png')).code).toBe(400);

    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x41);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(c.token, big.toString('base64'));
    expect(tooBig.code).toBe(400);
    expect(tooBig.message).toContain('10 MB');
    // A body far over the limit is refused before it is read, in the envelope.
    const huge = await injectRaw(t, calls.workOrderAttachmentUpload, {
      token: c.token,
      payload: JSON.stringify({ filename: 'a.png', data: 'A'.repeat(50 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(413);

    const six = [];
    for (let i = 0; i < 6; i++) six.push((await upload(c.token, PNG)).data.id);
    const res = await call(
      t,
      calls.workOrderCreate,
      { category: 'other', title: 'x', description: 'y', attachmentIds: six },
      { token: c.token },
    );
    expect(res.code).toBe(400);
    expect(res.message).toContain('attachmentIds');
    expect((await ok(t, calls.workOrderList, {}, { token: c.token })).total).toBe(0);
  });

  it('never serves a file to another tenant, nor one not attached yet, nor another’s upload', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const file = (await upload(a.token, PNG)).data;
    // Loose (not attached): nobody downloads it, and nobody else may attach it.
    expect(
      (await call(t, calls.workOrderAttachmentGet, { id: file.id }, { token: a.token })).code,
    ).toBe(404);
    const stolen = await call(
      t,
      calls.workOrderCreate,
      { category: 'other', title: 'x', description: 'y', attachmentIds: [file.id] },
      { token: b.token },
    );
    expect(stolen.code).toBe(400);
    await openOrder(t, a.token, { attachmentIds: [file.id] });
    expect(
      (await call(t, calls.workOrderAttachmentGet, { id: file.id }, { token: b.token })).code,
    ).toBe(404);
    expect(
      (await ok(t, calls.workOrderAttachmentGet, { id: file.id }, { token: a.token })).size,
    ).toBe(16);
  });
});
