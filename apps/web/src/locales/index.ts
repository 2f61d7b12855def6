import { common as enCommon } from './en-US/common.ts';
import { shell as enShell } from './en-US/shell.ts';
import { identity as enIdentity } from './en-US/identity.ts';
import { messages as enMessages } from './en-US/messages.ts';
import { portal as enPortal } from './en-US/portal.ts';
import { cloud as enCloud } from './en-US/cloud.ts';
import { resources as enResources } from './en-US/resources.ts';
import { billing as enBilling } from './en-US/billing.ts';
import { news as enNews } from './en-US/news.ts';
import { reports as enReports } from './en-US/reports.ts';
import { common as zhCommon } from './zh-CN/common.ts';
import { shell as zhShell } from './zh-CN/shell.ts';
import { identity as zhIdentity } from './zh-CN/identity.ts';
import { messages as zhMessages } from './zh-CN/messages.ts';
import { portal as zhPortal } from './zh-CN/portal.ts';
import { cloud as zhCloud } from './zh-CN/cloud.ts';
import { resources as zhResources } from './zh-CN/resources.ts';
import { billing as zhBilling } from './zh-CN/billing.ts';
import { news as zhNews } from './zh-CN/news.ts';
import { reports as zhReports } from './zh-CN/reports.ts';

export const catalogues = {
  'en-US': {
    ...enCommon,
    ...enShell,
    ...enIdentity,
    ...enMessages,
    ...enPortal,
    ...enCloud,
    ...enResources,
    ...enBilling,
    ...enNews,
    ...enReports,
  },
  'zh-CN': {
    ...zhCommon,
    ...zhShell,
    ...zhIdentity,
    ...zhMessages,
    ...zhPortal,
    ...zhCloud,
    ...zhResources,
    ...zhBilling,
    ...zhNews,
    ...zhReports,
  },
};

export const resources = {
  'en-US': { translation: catalogues['en-US'] },
  'zh-CN': { translation: catalogues['zh-CN'] },
};
