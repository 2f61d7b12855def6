import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApp } from './harness.ts';

const t = await testApp();

describe('during shutdown', () => {
  it('answers a request that arrives while closing with a 503 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // The request is under way (headers not finished) when the server starts closing.
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.end('Accept-Language: en\r\n\r\n');
    await closed;
    await closing;
    expect(data).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(data.split('\r\n\r\n')[1]!)).toEqual({
      code: 503,
      message: 'The server is restarting; please try again in a moment',
      data: null,
    });
  });
});
