import type { portal as en } from '../en-US/portal.ts';
import type { Shape } from '../shape.ts';

export const portal: Shape<typeof en> = {
  portal: {
    tagline: '统一管理与转售多云的控制台',
    signIn: '登录',
    console: '控制台',
    stewardWarning: '云管家账号不能登录云控制台，已为您进入云管理。',
    demoAccounts: '演示账号',
    demoIntro: '这是演示环境，以下账号的密码均为',
    demoShows: '演示内容',
    use: '使用',
  },
  home: {
    welcome: '欢迎，{{name}}',
    myAccount: '我的账号',
    messages: '消息',
    allMessages: '全部消息',
    unread: '未读',
    noUnread: '没有未读消息',
    quickLinks: '快捷入口',
  },
};
