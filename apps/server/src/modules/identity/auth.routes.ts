import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve, servePublic } from '../../lib/serve-call.ts';
import { translate } from '../../lib/i18n.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../demo/demo-users.ts';
import { toUserInfo } from './auth-context.ts';
import { login } from './auth.service.ts';
import { closeSession } from './session.service.ts';

export function authRoutes(app: FastifyInstance): void {
  servePublic(app, calls.login, async (ctx, input) => {
    const { token, auth, loginFlag } = await login(ctx.deps, input, ctx);
    return { token, userInfo: toUserInfo(auth, ctx.lang), loginFlag };
  });

  serve(app, calls.logout, async (ctx) => {
    await closeSession(ctx.deps, ctx.auth.tokenHash);
    return null;
  });

  serve(app, calls.currentUser, async (ctx) => toUserInfo(ctx.auth, ctx.lang));

  serve(app, calls.authCodes, async (ctx) => ({
    authCodes: ctx.auth.authCodes,
    customType: ctx.auth.user.customType,
  }));

  servePublic(app, calls.portalConfig, async (ctx) => {
    const demo = ctx.deps.config.demo;
    return {
      demo,
      demoPassword: demo ? DEMO_PASSWORD : null,
      demoAccounts: demo
        ? DEMO_USERS.map((u) => ({
            username: u.username,
            tenant: u.tenant,
            loginFlag: u.loginFlag,
            note: translate(ctx.lang, u.note),
          }))
        : [],
      businessViewUrl: ctx.deps.config.businessViewUrl,
    };
  });
}
