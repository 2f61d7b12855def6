import type { services as en } from '../en-US/services.ts';
import type { Shape } from '../shape.ts';

export const services: Shape<typeof en> = {
  services: {
    title: '企业服务',
    subtitle: '平台提供的专业服务；提交申请即生成工单',
    empty: '服务目录为空',
    onQuote: '面议',
    unit: { project: '项目', month: '月', quote: '面议' },
    scope: '服务范围',
    deliverables: '交付物',
    process: '服务流程',
    request: '申请此服务',
    requestTitle: '申请：{{name}}',
    needs: '您的需求',
    needsRequired: '请描述您的需求',
    contact: '联系方式',
    contactRequired: '请填写电话或邮箱',
    send: '提交申请',
    requested: '申请已提交，技术支持将在工单中答复',
  },
};
