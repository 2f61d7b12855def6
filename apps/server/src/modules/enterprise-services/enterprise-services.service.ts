import type { Language, ServiceCard, ServiceDetail, calls } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { sideOf } from '../workorders/access.ts';
import { openWorkOrder } from '../workorders/workorders.service.ts';
import * as repo from './enterprise-services.repository.ts';

type Row = Awaited<ReturnType<typeof repo.enabledServices>>[number];

const card = (r: Row, lang: Language): ServiceCard => ({
  id: r.id,
  code: r.code,
  name: r.texts[lang].name,
  summary: r.texts[lang].summary,
  priceFen: r.priceFen,
  unit: r.unit as ServiceCard['unit'],
});

export async function listServices(ctx: ServiceContext): Promise<ServiceCard[]> {
  return (await repo.enabledServices(ctx.deps.db)).map((r) => card(r, ctx.lang));
}

async function enabled(ctx: ServiceContext, id: string) {
  const row = await repo.enabledService(ctx.deps.db, id);
  if (!row) throw notFound('service.notFound');
  return row;
}

export async function serviceDetail(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ServiceDetail> {
  const r = await enabled(ctx, input.id);
  const t = r.texts[ctx.lang];
  return { ...card(r, ctx.lang), scope: t.scope, deliverables: t.deliverables, process: t.process };
}

/** A request is a work order of category service, carrying the service and what was asked. */
export const requestService: ServiceOf<typeof calls.serviceRequest> = async (ctx, input) => {
  const r = await enabled(ctx, input.id);
  const { id } = await ctx.deps.db.transaction((tx) =>
    openWorkOrder(ctx, tx, {
      category: 'service',
      severity: 'normal',
      title: translate(ctx.lang, 'service.workOrderTitle', { name: r.texts[ctx.lang].name }),
      description: translate(ctx.lang, 'service.workOrderBody', {
        code: r.code,
        contact: input.contact,
        description: input.description,
      }),
    }),
  );
  return { workOrderId: id };
};

async function supportOnly(ctx: ServiceContext) {
  if ((await sideOf(ctx)) !== 'support') throw forbidden('workOrder.supportOnly');
}

/** The whole catalogue as the platform edits it, unpublished entries too. */
export const serviceCatalogue: ServiceOf<typeof calls.serviceCatalogue> = async (ctx) => {
  await supportOnly(ctx);
  return (await repo.allServices(ctx.deps.db)).map((r) => ({
    id: r.id,
    code: r.code,
    'en-US': r.texts['en-US'],
    'zh-CN': r.texts['zh-CN'],
    unit: r.unit as ServiceCard['unit'],
    priceFen: r.priceFen,
    sort: r.sort,
    enabled: r.enabled,
    updatedAt: r.updatedAt.toISOString(),
  }));
};

/** The catalogue is the platform's: only its support staff change it. */
export const saveService: ServiceOf<typeof calls.serviceSave> = async (ctx, input) => {
  await supportOnly(ctx);
  const id = await repo.upsertService(ctx.deps.db, {
    code: input.code,
    texts: { 'en-US': input['en-US'], 'zh-CN': input['zh-CN'] },
    unit: input.unit,
    priceFen: input.priceFen ?? null,
    sort: input.sort,
    enabled: input.enabled,
    updatedAt: ctx.deps.now(),
  });
  return { id };
};
