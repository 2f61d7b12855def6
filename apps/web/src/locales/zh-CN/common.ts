import type { common as en } from '../en-US/common.ts';
import type { Shape } from '../shape.ts';

export const common: Shape<typeof en> = {
  common: {
    actions: '操作',
    cancel: '取消',
    delete: '删除',
    edit: '编辑',
    save: '保存',
    saved: '已保存',
    retry: '重试',
    loadFailed: '加载失败，请重试',
    noPermission: '您没有此操作的权限',
    total_one: '共 {{count}} 条',
    total_other: '共 {{count}} 条',
    totalMore: '超过 {{total}} 条',
  },
  gate: {
    barred: '您没有权限进入，请从云谷门户登录',
    barredTitle: '无权访问',
    firstLogin: '登录成功。这是您首次登录，请尽快修改密码。',
    pageForbidden: '您没有权限打开此页面。',
    loadFailed: '无法加载您的账号信息',
  },
  notFound: { subtitle: '此地址没有页面。', home: '返回控制台首页' },
  routeError: { title: '无法显示此页面', subtitle: '加载时出错了。', reload: '重新加载' },
  list: {
    columns: {
      button: '列设置',
      title: '显示的列',
      up: '上移 {{name}}',
      down: '下移 {{name}}',
      saved: '保存在此浏览器中',
      reset: '重置',
    },
    density: {
      label: '行密度',
      comfortable: '宽松',
      compact: '紧凑',
    },
  },
  export: {
    button: '导出',
    xlsx: 'Excel (.xlsx)',
    csv: 'CSV (.csv)',
    done_one: '已导出 {{count}} 行',
    done_other: '已导出 {{count}} 行',
    truncated: '仅导出了前 {{count}} 行，请缩小筛选范围后导出其余部分。',
  },
  ipInput: {
    label: 'IP 地址',
    part: 'IP 地址第 {{n}} 段',
    empty: '请输入IP地址',
    invalid: 'IP地址输入错误',
  },
};
