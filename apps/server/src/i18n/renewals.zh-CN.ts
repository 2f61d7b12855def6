/** 续费的服务端消息（并入 zh-CN.ts）。 */
export const renewalsZhCN = {
  'renew.termNotOffered': 'months：不提供 {months} 个月的续费时长（可选 {terms} 个月）',
  'renew.resourceNotFound': 'ids：存在不属于您的包年包月资源',
  'renew.consumption': '资源续费订单',
  'renew.unsupported': '该云不提供（或尚未接入）续费接口，请在云厂商控制台续费',
  'renew.autoUnsupported': '该云的自动续费无法通过接口设置，请在云厂商控制台设置',
  'renew.unconfirmed': '续费请求已发往云厂商，但无法读回结果，请在云厂商控制台核实',
  'renew.resourceGone': '该资源已不在资源清单中',
  'renew.orderTitle': '资源续费',
  'renew.lineName': '续费 {name}',
  'renew.shown.resource': '资源',
  'renew.shown.spec': '规格',
  'renew.part.base': '基础价格',
  'renew.part.cpu': '{qty} 核 vCPU',
  'renew.part.memory': '{qty} GB 内存',
  'renew.part.storage': '{qty} GB 存储',
  'renew.part.bandwidth': '{qty} Mbit/s 带宽',
};
