import { z } from 'zod';
import { PUBLIC, SESSION, anyOf, defineCall } from '../call.ts';
import * as s from './schemas.ts';

export const identityCalls = {
  login: defineCall({
    method: 'POST', path: '/api/v1/user/login', code: '1', permission: PUBLIC,
    input: s.loginInput, output: s.loginOutput, summary: 'Sign in to console 1 or 2',
  }),
  logout: defineCall({
    method: 'POST', path: '/api/v1/user/logout', code: 'v1-1.1-9c', pathChosen: true,
    permission: { kind: 'session', allowBarred: true },
    input: z.object({}), output: z.null(), summary: 'Revoke the current session',
  }),
  currentUser: defineCall({
    method: 'GET', path: '/api/v1/user/current', code: 'v1-1.1-1c', pathChosen: true,
    permission: { kind: 'session', allowBarred: true },
    input: z.object({}), output: s.userInfoSchema, summary: 'The signed-in user (fetched at start)',
  }),
  authCodes: defineCall({
    method: 'GET', path: '/api/v1/user/authCodes', code: 'v1-1.1-3c', pathChosen: true,
    permission: { kind: 'session', allowBarred: true },
    input: z.object({}), output: s.authCodesOutput, summary: 'The signed-in user’s authorization codes',
  }),
  portalConfig: defineCall({
    method: 'GET', path: '/api/v1/portal/config', code: 'p-1.1', pathChosen: true, permission: PUBLIC,
    input: z.object({}), output: s.portalConfigOutput, summary: 'What the sign-in page shows (demo accounts)',
  }),
  userGet: defineCall({
    method: 'GET', path: '/api/v1/user/get', code: 'v1-1.1-2c', permission: SESSION,
    input: s.userGetInput, output: s.userDetailSchema,
    summary: 'A user’s details: yourself, or (with v7-2) a user of your tenant',
  }),
  userCreate: defineCall({
    method: 'POST', path: '/api/v1/user/create', code: 'v3-1.1.3', permission: anyOf('v7-2'),
    input: s.userCreateInput, output: s.idOutput, summary: 'Create a sub-user in your tenant',
  }),
  userCheckExist: defineCall({
    method: 'POST', path: '/api/v1/user/checkExist', code: 'v3-1.1.7-2c', permission: anyOf('v7-2'),
    input: s.checkExistInput, output: s.checkExistOutput, summary: 'Is a username taken',
  }),
  userFind: defineCall({
    method: 'POST', path: '/api/v1/user/find', code: 'v3-1.1.1', permission: anyOf('v7-2'),
    input: s.userFindInput, output: s.userPage, summary: 'List your tenant’s users',
  }),
  userModify: defineCall({
    method: 'POST', path: '/api/v1/user/modify', code: 'v3-1.1.2-2c', permission: anyOf('v7-1', 'v7-2'),
    input: s.userModifyInput, output: s.affectedOutput,
    summary: 'Edit a profile, change your password, or enable/disable users (v7-2 for others)',
  }),
  userDelete: defineCall({
    method: 'POST', path: '/api/v1/user/delete', code: 'v3-1.1.4', permission: anyOf('v7-2'),
    input: z.object({ ids: z.array(z.uuid()).min(1).max(500) }), output: s.affectedOutput,
    summary: 'Delete sub-users of your tenant',
  }),
  roleFindAll: defineCall({
    method: 'GET', path: '/api/v1/role/find/all', code: 'v3-1.1.5', permission: anyOf('v7-2', 'v7-3'),
    input: z.object({}), output: z.array(s.roleSchema), summary: 'All roles and what each permits',
  }),
  roleFindUser: defineCall({
    method: 'POST', path: '/api/v1/role/find/user', code: 'v3-1.1.6', permission: anyOf('v7-2'),
    input: s.roleFindUserInput, output: z.array(s.roleRefSchema), summary: 'A user’s roles',
  }),
};
