import {
  REPORT_GROUPS,
  TAG_GROUP,
  type AlarmEventKind,
  type AlarmLevel,
  type ExportColumn,
  type Language,
  type OrderStatus,
  type ReportGroupBy,
  type ReportSubject,
} from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { hasMessage, translate } from '../../lib/i18n.ts';
import { splitPaging } from '../../lib/paging.ts';
import type { Row } from '../export/export-file.ts';
import type { RowBatches } from '../export/stream-writer.ts';
import { rangeOf } from '../costs/costs.service.ts';
import { productNames } from '../orders/orders.service.ts';
import { groupRows, type GroupRow } from './groups.repository.ts';

/** The key of a grouped file's first column: the group's name. */
export const GROUP_COLUMN = 'group';

/** The group's column, titled by its dimension (the tag one names its key). */
export function groupColumn(
  subject: ReportSubject,
  g: ReportGroupBy,
  lang: Language,
): Required<Pick<ExportColumn, 'key' | 'kind' | 'title'>> {
  const d = REPORT_GROUPS[subject].find((x) => x.key === g.field)!;
  const title = lang === 'zh-CN' ? d.zh : d.en;
  return {
    key: GROUP_COLUMN,
    kind: 'text',
    title: g.field === TAG_GROUP ? `${title} (${g.tagKey})` : title,
  };
}

/** Coded keys in the reader's words, as the subject's ungrouped file words them. */
function wordsOf(lang: Language, subject: ReportSubject, field: string) {
  const by = (prefix: string) => (k: string) => translate(lang, `${prefix}.${k}` as never);
  if (subject === 'orders' && field === 'status')
    return (k: string) => translate(lang, `order.status.${k as OrderStatus}`);
  if (subject === 'orders' && field === 'type') return by('order.type');
  if (subject === 'alarms' && field === 'level')
    return (k: string) => translate(lang, `alarm.level.${k as AlarmLevel}`);
  if (subject === 'alarms' && field === 'status')
    return (k: string) => translate(lang, `alarm.kind.${k as AlarmEventKind}`);
  if (subject === 'alarms' && field === 'metric')
    return (k: string) => (hasMessage(`term.metric.${k}`) ? by('term.metric')(k) : k);
  return null;
}

/** The group's name: a product's in the reader's language, a coded value in words, or (none). */
async function namer(ctx: ServiceContext, subject: ReportSubject, field: string, rows: GroupRow[]) {
  const none = translate(ctx.lang, 'report.group.none');
  if (subject === 'orders' && field === 'product') {
    const codes = rows.flatMap((r) => (r.key ? [r.key] : []));
    const names = await productNames(ctx.deps.db, codes, ctx.lang);
    return (r: GroupRow) => (r.key ? (names.get(r.key) ?? r.key) : none);
  }
  const words = wordsOf(ctx.lang, subject, field);
  return (r: GroupRow) => {
    const shown = r.label ?? r.key;
    if (shown === null || shown === '') return none;
    return words && r.key ? words(r.key) : shown;
  };
}

/**
 * A grouped report's rows: its subject's rows filtered by its conditions, grouped in the
 * database, one row per group (its name, then its sums and count), in one batch (a report's
 * groups are tens to thousands, never its millions of rows).
 */
export async function* groupedRows(
  ctx: ServiceContext,
  subject: ReportSubject,
  input: Record<string, unknown> & { page: number; pageSize: number },
  g: ReportGroupBy,
  timeZone: string,
): RowBatches {
  let filter: Record<string, unknown> = splitPaging(input).filter;
  // Bills default to this month, as their list does.
  if (subject === 'costs') filter = { ...filter, ...rangeOf(ctx, filter) };
  const q = { field: g.field, tagKey: g.tagKey, timeZone };
  const rows = await groupRows(ctx.deps.db, ctx.auth.user.tenantId, subject, filter, q);
  const name = await namer(ctx, subject, g.field, rows);
  const list: Row[] = rows.map((r) => ({ [GROUP_COLUMN]: name(r), ...r.measures }));
  if (list.length > 0) yield list;
}
