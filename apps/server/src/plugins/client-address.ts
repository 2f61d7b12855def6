import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The address a request came from. Only a header named in the configuration is believed (any
 * client can send X-Forwarded-For); in a list, the last entry is the one our proxy added.
 */
export function clientAddress(request: FastifyRequest, trustedHeader: string | undefined): string {
  const socketAddress = request.socket?.remoteAddress ?? request.ip;
  if (!trustedHeader) return socketAddress;
  const raw = request.headers[trustedHeader];
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  const last = value?.split(',').pop()?.trim() ?? '';
  return isIP(last) ? last : socketAddress;
}
