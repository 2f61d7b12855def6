import { z } from 'zod';
import { idSchema, pageInput, pageOf, sortInput } from '../common/paging.ts';
import { USER_STATUS } from '../constants.ts';

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, { message: 'v.username' });

/** At least 8 characters from at least three of: upper case, lower case, digits, symbols. */
export const passwordSchema = z
  .string()
  .min(8, { message: 'v.password' })
  .max(64, { message: 'v.password' })
  .refine((p) => [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(p)).length >= 3, {
    message: 'v.password',
  });

export const personNameSchema = z.string().trim().min(1).max(64);
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d[\d -]{4,19}$/, { message: 'v.phone' });
export const emailSchema = z.email().max(128);
const optional = <T extends z.ZodType>(s: T) => z.union([s, z.literal('')]).optional();

export const loginFlagSchema = z.union([z.literal(1), z.literal(2)]);
export const userStatusSchema = z.union([
  z.literal(USER_STATUS.disabled),
  z.literal(USER_STATUS.enabled),
]);

/** The signed-in user as the console keeps it (spec section 3: userInfo). */
export const userInfoSchema = z.object({
  id: idSchema,
  accountType: z.number().int(),
  username: z.string(),
  name: z.string(),
  authCodes: z.string(),
  customType: z.number().int(),
  loginNum: z.number().int(),
  roles: z.array(z.string()),
  role: z.string(),
  tenantId: idSchema,
  tenantName: z.string(),
  /** 'channel' for a channel partner's tenant. */
  tenantKind: z.enum(['enterprise', 'channel']),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginInput = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  loginFlag: loginFlagSchema,
});
export const loginOutput = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  /** The console actually entered: a cloud steward is always sent to 2. */
  loginFlag: loginFlagSchema,
});

export const authCodesOutput = z.object({ authCodes: z.string(), customType: z.number().int() });

export const roleRefSchema = z.object({ id: idSchema, code: z.string(), name: z.string() });
export const roleSchema = roleRefSchema.extend({
  description: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const userRowSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  accountType: z.number().int(),
  customType: z.number().int(),
  loginNum: z.number().int(),
  status: userStatusSchema,
  roles: z.array(roleRefSchema),
  role: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userDetailSchema = userRowSchema.extend({
  tenantName: z.string(),
  authCodes: z.string(),
  passwordChangedAt: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const USER_SORT_FIELDS = [
  'username',
  'name',
  'createdAt',
  'lastLoginAt',
  'loginNum',
] as const;
export const userFindInput = pageInput
  .extend({
    keyword: z.string().trim().max(64).optional(),
    status: userStatusSchema.optional(),
    roleId: idSchema.optional(),
  })
  .extend(sortInput(USER_SORT_FIELDS).shape);

export const userPage = pageOf(userRowSchema);

export const userGetInput = z.object({ id: idSchema.optional() });

export const userCreateInput = z.object({
  username: usernameSchema,
  password: passwordSchema,
  name: personNameSchema,
  phone: optional(phoneSchema),
  email: optional(emailSchema),
  roleIds: z.array(idSchema).max(20).default([]),
});

export const checkExistInput = z.object({ username: z.string().trim().min(1).max(64) });
export const checkExistOutput = z.object({ exists: z.boolean() });

/** user/modify serves three functions (spec section 7): profile edit, password, enable/disable. */
export const userModifyInput = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('profile'),
    id: idSchema.optional(),
    name: personNameSchema,
    phone: optional(phoneSchema),
    email: optional(emailSchema),
    roleIds: z.array(idSchema).max(20).optional(),
  }),
  z.object({
    op: z.literal('password'),
    oldPassword: z.string().min(1).max(128),
    newPassword: passwordSchema,
  }),
  z.object({
    op: z.literal('status'),
    ids: z.array(idSchema).min(1).max(500),
    status: userStatusSchema,
  }),
]);
export type UserModifyInput = z.infer<typeof userModifyInput>;

export const affectedOutput = z.object({ affected: z.number().int() });
export const idOutput = z.object({ id: idSchema });
export const roleFindUserInput = z.object({ userId: idSchema });

export const demoAccountSchema = z.object({
  username: z.string(),
  tenant: z.string(),
  loginFlag: loginFlagSchema,
  note: z.string(),
});
export const portalConfigOutput = z.object({
  demo: z.boolean(),
  demoPassword: z.string().nullable(),
  demoAccounts: z.array(demoAccountSchema),
  businessViewUrl: z.string(),
});
