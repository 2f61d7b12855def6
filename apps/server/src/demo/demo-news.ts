import { NEWS_CODE, type NewsType } from '@ecloud/contract';
import type { SystemActor } from '../lib/request-context.ts';
import { createNews, pinNews, publishNews } from '../modules/news/news.service.ts';
import type { DemoContext } from './demo.ts';

const DAY = 86_400_000;

interface DemoNews {
  type: NewsType;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  /** Days before now it was published; negative: scheduled that far ahead. */
  daysAgo: number;
  pinned?: boolean;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** News of every type in both languages: one pinned, one scheduled (not visible yet). */
export const DEMO_NEWS: readonly DemoNews[] = [
  {
    type: 'announcement',
    titleEn: 'Welcome to the new eCloud console',
    titleZh: '欢迎使用全新的 eCloud 控制台',
    bodyEn:
      '<h2>What is new</h2><ul><li>One inventory across six clouds</li><li>A cost centre with recharges, invoices and refunds</li></ul>' +
      p('Read the <a href="https://example.com/ecloud/guide">getting-started guide</a>.'),
    bodyZh:
      '<h2>新功能</h2><ul><li>六朵云的统一资源清单</li><li>包含充值、发票和退款的费用中心</li></ul>' +
      p('请阅读<a href="https://example.com/ecloud/guide">入门指南</a>。'),
    daysAgo: 20,
    pinned: true,
  },
  {
    type: 'announcement',
    titleEn: 'Customer service hours over the holidays',
    titleZh: '节假日客服时间安排',
    bodyEn: p('Support answers work orders from 9:00 to 18:00 during the holidays.'),
    bodyZh: p('节假日期间，客服于 9:00 至 18:00 处理工单。'),
    daysAgo: 3,
  },
  {
    type: 'product',
    titleEn: 'Cloud accounts now sync every 15 minutes',
    titleZh: '云账号现在每 15 分钟同步一次',
    bodyEn:
      '<h3>Faster inventory</h3>' +
      p('Resources of every connected cloud account now refresh every 15 minutes.'),
    bodyZh: '<h3>更快的资源清单</h3>' + p('每个已接入的云账号的资源现在每 15 分钟刷新一次。'),
    daysAgo: 10,
  },
  {
    type: 'product',
    titleEn: 'Export any list to Excel',
    titleZh: '任意列表均可导出为 Excel',
    bodyEn: p('Every list with an export button now writes CSV or XLSX of the filtered rows.'),
    bodyZh: p('带有导出按钮的列表现在可将筛选后的数据导出为 CSV 或 XLSX。'),
    daysAgo: 6,
  },
  {
    type: 'maintenance',
    titleEn: 'Planned maintenance: billing database upgrade',
    titleZh: '计划维护：计费数据库升级',
    bodyEn:
      p('On Sunday from 02:00 to 04:00 (UTC+8) recharges and invoices are paused.') +
      '<ol><li>Recharges submitted before 02:00 are confirmed as usual.</li><li>Bills are not affected.</li></ol>',
    bodyZh:
      p('周日 02:00 至 04:00（UTC+8）期间暂停充值和开票。') +
      '<ol><li>02:00 前提交的充值照常确认。</li><li>账单不受影响。</li></ol>',
    daysAgo: 1,
  },
  {
    type: 'maintenance',
    titleEn: 'Planned maintenance: network upgrade in the East region',
    titleZh: '计划维护：华东区域网络升级',
    bodyEn: p('The console stays available; synchronisation may be delayed by up to an hour.'),
    bodyZh: p('控制台保持可用；同步可能延迟最多一小时。'),
    daysAgo: -5,
  },
  {
    type: 'policy',
    titleEn: 'Updated privacy policy',
    titleZh: '隐私政策更新',
    bodyEn: p('We now keep sign-in records for 180 days. <strong>No action is needed.</strong>'),
    bodyZh: p('我们现在将登录记录保留 180 天。<strong>您无需任何操作。</strong>'),
    daysAgo: 14,
  },
  {
    type: 'policy',
    titleEn: 'Invoice rules for 2027',
    titleZh: '2027 年开票规则',
    bodyEn: p('Invoices may be requested up to 12 months after the recharge.'),
    bodyZh: p('充值后 12 个月内均可申请开票。'),
    daysAgo: 2,
  },
];

/** The platform's reviewer writes the news (the auditor role holds NEWS_CODE), through the service. */
export async function seedNews(ctx: DemoContext): Promise<void> {
  const who = ctx.users.get('auditor')!;
  const editor: SystemActor = { tenantId: who.tenantId, userId: who.id, authCodes: NEWS_CODE };
  for (const { daysAgo, pinned, ...item } of DEMO_NEWS) {
    const at = new Date(ctx.now.getTime() - Math.max(daysAgo, 0) * DAY - DAY / 2);
    const { id } = await createNews(ctx.as(editor, at), item);
    const publishAt = new Date(ctx.now.getTime() - daysAgo * DAY).toISOString();
    await publishNews(ctx.as(editor, at), { id, publishAt });
    if (pinned) await pinNews(ctx.as(editor, at), { id, pinned: true });
  }
}
