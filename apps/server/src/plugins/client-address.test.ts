import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from './client-address.ts';

const request = (headers: Record<string, string | string[]>) =>
  ({ headers, ip: '10.0.0.5', socket: { remoteAddress: '10.0.0.5' } }) as unknown as FastifyRequest;

describe('clientAddress', () => {
  it('ignores forwarding headers unless one is configured', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '1.2.3.4' }), undefined)).toBe('10.0.0.5');
  });
  it('takes the last entry of the configured header (the one our proxy added)', () => {
    const r = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.4' });
    expect(clientAddress(r, 'x-forwarded-for')).toBe('203.0.113.4');
    expect(clientAddress(request({ 'x-real-ip': '2001:db8::1' }), 'x-real-ip')).toBe('2001:db8::1');
  });
  it('falls back to the socket when the header is missing or not an address', () => {
    expect(clientAddress(request({}), 'x-forwarded-for')).toBe('10.0.0.5');
    expect(clientAddress(request({ 'x-forwarded-for': 'evil' }), 'x-forwarded-for')).toBe(
      '10.0.0.5',
    );
  });
});
