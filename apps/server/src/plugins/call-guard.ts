import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BARRED_CUSTOM_TYPES,
  REQUEST_HEADERS,
  ResultCode,
  SIGN_MAX_SKEW_MS,
  computeSign,
  hasPermission,
  type CallDef,
  type Permission,
} from '@ecloud/contract';
import { AppError, forbidden } from '../lib/errors.ts';
import { languageOf } from '../lib/i18n.ts';
import { grantsOf, type AuthContext } from '../modules/identity/auth-context.ts';
import { resolveSession } from '../modules/identity/session.service.ts';
import '../lib/fastify-types.ts';

const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
};

/** Spec section 7: every call is signed; reject a missing or wrong sign, a stale clock, a wrong code. */
export function checkSignature(request: FastifyRequest, call: CallDef, nowMs: number): void {
  const sign = header(request, REQUEST_HEADERS.sign);
  if (!sign) throw new AppError(ResultCode.badSignature, 'error.signMissing');
  const timestamp = header(request, REQUEST_HEADERS.timestamp) ?? '';
  const ts = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!Number.isFinite(ts) || Math.abs(nowMs - ts) > SIGN_MAX_SKEW_MS) {
    throw new AppError(ResultCode.badSignature, 'error.timestampSkew');
  }
  const code = header(request, REQUEST_HEADERS.code) ?? '';
  if (code !== call.code) {
    throw new AppError(ResultCode.badSignature, 'error.codeMismatch', {
      got: code,
      path: call.path,
      expected: call.code,
    });
  }
  const token = header(request, REQUEST_HEADERS.token) ?? '';
  if (sign.toLowerCase() !== computeSign({ path: call.path, code, timestamp, token }, md5Hex)) {
    throw new AppError(ResultCode.badSignature, 'error.signMismatch');
  }
}

/** Whether a resolved session may make a call: barred customer types, then the codes. */
export function authorize(auth: AuthContext, permission: Permission): void {
  if (permission.kind === 'public') return;
  const barredOk = permission.kind === 'session' && permission.allowBarred;
  if (BARRED_CUSTOM_TYPES.includes(auth.user.customType) && !barredOk)
    throw forbidden('error.barred');
  if (permission.kind === 'codes') {
    const grants = grantsOf(auth);
    if (!permission.anyOf.some((code) => hasPermission(grants, code))) throw forbidden();
  }
}

/**
 * Before any body is read: language, signature, session (407), barred customers, permission.
 * Routes that serve no call (static files, docs) state their permission and pass through.
 */
export function registerCallGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'en-US');
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
    const call = request.routeOptions.config?.call;
    if (!call) return;
    checkSignature(request, call, app.deps.now().getTime());
    const permission = call.permission;
    if (permission.kind === 'public') return;
    const auth = await resolveSession(app.deps, header(request, REQUEST_HEADERS.token) ?? '');
    if (!auth) throw new AppError(ResultCode.sessionInvalid, 'error.sessionInvalid');
    authorize(auth, permission);
    request.auth = auth;
  });
}
