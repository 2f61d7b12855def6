import type { CallIn } from '../lib/call-types.ts';
import type { calls } from '@ecloud/contract';
import type { DemoContext } from './demo.ts';
import { saveService } from '../modules/enterprise-services/enterprise-services.service.ts';

type Entry = CallIn<typeof calls.serviceSave>;

/** The platform's catalogue, in both languages (issue 14 §3). */
const CATALOGUE: Entry[] = [
  {
    code: 'migration',
    unit: 'project',
    priceFen: 5_000_000,
    sort: 10,
    enabled: true,
    'en-US': {
      name: 'Cloud migration',
      summary: 'Move servers, databases and storage to the cloud with a tested cut-over.',
      scope: ['Inventory and dependency mapping', 'Target architecture', 'Data and host migration'],
      deliverables: ['Migration plan', 'Cut-over runbook', 'Acceptance report'],
      process: ['Assessment', 'Plan', 'Rehearsal', 'Cut-over', 'Acceptance'],
    },
    'zh-CN': {
      name: '上云迁移',
      summary: '将服务器、数据库和存储迁移上云，切换前充分演练。',
      scope: ['资产盘点与依赖梳理', '目标架构设计', '数据与主机迁移'],
      deliverables: ['迁移方案', '切换手册', '验收报告'],
      process: ['评估', '方案', '演练', '切换', '验收'],
    },
  },
  {
    code: 'architectureReview',
    unit: 'project',
    priceFen: 2_000_000,
    sort: 20,
    enabled: true,
    'en-US': {
      name: 'Architecture review',
      summary: 'A review of availability, security, cost and operations against best practice.',
      scope: ['Availability and disaster recovery', 'Security baseline', 'Cost structure'],
      deliverables: ['Findings with priorities', 'Improvement roadmap'],
      process: ['Questionnaire', 'Workshops', 'Report', 'Read-out'],
    },
    'zh-CN': {
      name: '架构评估',
      summary: '对照最佳实践，评估可用性、安全、成本与运维。',
      scope: ['可用性与容灾', '安全基线', '成本结构'],
      deliverables: ['分级问题清单', '改进路线图'],
      process: ['问卷', '研讨', '报告', '汇报'],
    },
  },
  {
    code: 'managedOps',
    unit: 'month',
    priceFen: 1_500_000,
    sort: 30,
    enabled: true,
    'en-US': {
      name: 'Managed operations',
      summary: 'Around-the-clock monitoring, patching and incident response for your cloud.',
      scope: ['24x7 monitoring', 'Monthly patching', 'Incident response within 15 minutes'],
      deliverables: ['Monthly operations report', 'Incident reports'],
      process: ['Onboarding', 'Handover', 'Monthly review'],
    },
    'zh-CN': {
      name: '托管运维',
      summary: '为您的云环境提供 7×24 监控、补丁与故障响应。',
      scope: ['7×24 监控', '每月补丁', '15 分钟内故障响应'],
      deliverables: ['月度运维报告', '故障报告'],
      process: ['接入', '交接', '月度复盘'],
    },
  },
  {
    code: 'securityAssessment',
    unit: 'quote',
    sort: 40,
    enabled: true,
    'en-US': {
      name: 'Security assessment',
      summary: 'Penetration test and configuration audit of your cloud accounts.',
      scope: ['External penetration test', 'Cloud configuration audit', 'Access review'],
      deliverables: ['Vulnerability report', 'Remediation guide', 'Retest'],
      process: ['Scoping', 'Testing', 'Report', 'Retest'],
    },
    'zh-CN': {
      name: '安全评估',
      summary: '对云账号进行渗透测试与配置审计。',
      scope: ['外部渗透测试', '云配置审计', '权限复核'],
      deliverables: ['漏洞报告', '整改指南', '复测'],
      process: ['范围确认', '测试', '报告', '复测'],
    },
  },
  {
    code: 'costOptimisation',
    unit: 'quote',
    sort: 50,
    enabled: true,
    'en-US': {
      name: 'Cost optimisation',
      summary: 'Find idle resources, right-size instances and plan reserved capacity.',
      scope: ['Idle and oversized resources', 'Reserved capacity plan', 'Tagging for cost'],
      deliverables: ['Savings plan with amounts', 'Tagging policy'],
      process: ['Data collection', 'Analysis', 'Plan', 'Follow-up'],
    },
    'zh-CN': {
      name: '成本优化',
      summary: '找出闲置资源、调整实例规格并规划预留容量。',
      scope: ['闲置与超配资源', '预留容量规划', '成本标签'],
      deliverables: ['含金额的节省方案', '标签规范'],
      process: ['数据采集', '分析', '方案', '跟进'],
    },
  },
];

/** Saved by the platform's support person, as the catalogue is the platform's. */
export async function seedServices(ctx: DemoContext): Promise<void> {
  const who = asSupport(ctx);
  for (const entry of CATALOGUE) await saveService(who, entry);
}

/** The platform's support person, who keeps the platform's catalogues. */
export function asSupport(ctx: DemoContext) {
  const support = ctx.users.get('support')!;
  return ctx.as({
    tenantId: support.tenantId,
    userId: support.id,
    authCodes: 'v1,v5,v6,v7,v7-1,support,catalogue,renew-settle,',
  });
}
