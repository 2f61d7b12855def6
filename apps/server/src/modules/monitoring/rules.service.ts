import type { AlarmRule, calls, RuleFields } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { allOfTenant, distinct } from '../../lib/all-or-none.ts';
import * as views from './views.repository.ts';
import * as repo from './rules.repository.ts';

const tenantOf = (ctx: ServiceContext) => ctx.auth.user.tenantId;

/**
 * The target must be the caller's: another tenant's resource, group, view or account is refused
 * naming the field, exactly as one that never existed.
 */
async function checkTarget(db: DbOrTx, tenantId: string, f: RuleFields): Promise<RuleFields> {
  const t = f.target;
  const ids = distinct(t.ids);
  if (t.kind === 'resources') {
    const found = await views.ownedResources(db, tenantId, ids);
    if (found.length !== ids.length)
      throw badInput('alarm.targetNotFound', { field: 'target.ids' });
  } else if (t.kind === 'group') {
    if (!(await views.findGroup(db, tenantId, ids[0]!)))
      throw badInput('alarm.targetNotFound', { field: 'target.ids' });
  } else if (t.kind === 'view') {
    if (!(await views.findView(db, tenantId, ids[0]!)))
      throw badInput('alarm.targetNotFound', { field: 'target.ids' });
  } else if (!(await repo.ownsAccount(db, tenantId, t.accountId!)))
    throw badInput('alarm.targetNotFound', { field: 'target.accountId' });
  return {
    ...f,
    target: {
      kind: t.kind,
      ids: t.kind === 'type' ? [] : ids,
      ...(t.kind === 'type' ? { resourceType: t.resourceType, accountId: t.accountId } : {}),
    },
  };
}

export function toRule(row: repo.RuleRow, firing: number): AlarmRule {
  return {
    id: row.id,
    name: row.name,
    target: row.target as AlarmRule['target'],
    metric: row.metric as AlarmRule['metric'],
    statistic: row.statistic as AlarmRule['statistic'],
    comparison: row.comparison as AlarmRule['comparison'],
    levels: row.levels as AlarmRule['levels'],
    period: row.period,
    m: row.m,
    n: row.n,
    window: row.window,
    silence: row.silence,
    noData: row.noData as AlarmRule['noData'],
    notifyRecovery: row.notifyRecovery,
    enabled: row.enabled,
    firing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listRules: ServiceOf<typeof calls.alarmRuleList> = async (ctx, input) => {
  const { total, list } = await repo.listRules(ctx.deps.db, tenantOf(ctx), input);
  return {
    total,
    page: input.page,
    pageSize: input.pageSize,
    list: list.map((r) => toRule(r.rule, r.firing)),
  };
};

export const getRule: ServiceOf<typeof calls.alarmRuleGet> = async (ctx, input) => {
  const row = await repo.findRule(ctx.deps.db, tenantOf(ctx), input.id);
  if (!row) throw notFound('alarm.ruleNotFound');
  return toRule(row, await repo.firingCount(ctx.deps.db, row.id));
};

/** Adds a rule for the tenant after checking its target (services and the demo use it). */
export async function addRule(db: DbOrTx, tenantId: string, f: RuleFields, now: Date) {
  return repo.insertRule(db, tenantId, await checkTarget(db, tenantId, f), now);
}

export const createRule: ServiceOf<typeof calls.alarmRuleCreate> = async (ctx, input) => {
  return { id: await addRule(ctx.deps.db, tenantOf(ctx), input, ctx.deps.now()) };
};

export const updateRule: ServiceOf<typeof calls.alarmRuleUpdate> = async (ctx, input) => {
  const tenantId = tenantOf(ctx);
  return ctx.deps.db.transaction(async (tx) => {
    if (!(await repo.findRule(tx, tenantId, input.id))) throw notFound('alarm.ruleNotFound');
    const f = await checkTarget(tx, tenantId, input.rule);
    await repo.updateRule(tx, tenantId, input.id, f, ctx.deps.now());
    return { id: input.id };
  });
};

export const enableRules = (ctx: ServiceContext, input: CallIn<typeof calls.alarmRuleEnable>) =>
  allOfTenant(ctx, input.ids, 'alarm.ruleNotFound', (tx, tenantId, ids) =>
    repo.setEnabled(tx, tenantId, ids, input.enabled, ctx.deps.now()),
  );

export const deleteRules = (ctx: ServiceContext, input: CallIn<typeof calls.alarmRuleDelete>) =>
  allOfTenant(ctx, input.ids, 'alarm.ruleNotFound', (tx, tenantId, ids) =>
    repo.deleteRules(tx, tenantId, ids),
  );

/** A copy starts disabled, named after its original, so it never alarms before it is looked at. */
export const copyRule: ServiceOf<typeof calls.alarmRuleCopy> = async (ctx, input) => {
  const tenantId = tenantOf(ctx);
  const row = await repo.findRule(ctx.deps.db, tenantId, input.id);
  if (!row) throw notFound('alarm.ruleNotFound');
  const { id: _id, createdAt: _c, updatedAt: _u, firing: _f, ...f } = toRule(row, 0);
  const name = `${f.name} (2)`.slice(0, 64);
  const id = await repo.insertRule(
    ctx.deps.db,
    tenantId,
    { ...f, name, enabled: false },
    ctx.deps.now(),
  );
  return { id };
};
