import type { resources as en } from '../en-US/resources.ts';
import type { Shape } from '../shape.ts';

export const resources: Shape<typeof en> = {
  resources: {
    columns: {
      button: '列设置',
      title: '显示的列',
      up: '上移 {{name}}',
      down: '下移 {{name}}',
      saved: '保存在此浏览器中',
      reset: '重置',
    },
    status: {
      pending: '创建中',
      running: '运行中',
      starting: '启动中',
      stopping: '停止中',
      stopped: '已停止',
      rebooting: '重启中',
      available: '可用',
      in_use: '使用中',
      error: '异常',
      deleting: '删除中',
      deleted: '已删除',
      unknown: '未知',
    },
  },
};
