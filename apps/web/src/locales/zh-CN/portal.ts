import type { portal as en, signIn as enSignIn } from '../en-US/portal.ts';
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
    copy: '复制',
    copied: '复制成功',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
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

/**
 * The strings of other namespaces that the sign-in page shows: here, so that the portal's own
 * catalogue chunk (lib/i18n.ts) holds every string the page needs and no more. The catalogue
 * merges namespaces across files, so their keys are unchanged.
 */
export const signIn: Shape<typeof enSignIn> = {
  identity: {
    field: { username: '用户名', password: '密码' },
    rule: {
      usernameRequired: '请输入用户名',
      passwordRequired: '请输入密码',
    },
  },
  shell: {
    operatorConsole: '运营控制台',
    maintenanceConsole: '云管理',
  },
  common: { language: '语言' },
};
