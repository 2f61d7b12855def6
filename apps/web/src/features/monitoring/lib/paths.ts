import { CONSOLE_BASE_PATH, cloudIdOf, type ViewCloud } from '@ecloud/contract';

const seg = (v: string | number) => encodeURIComponent(String(v));

/** The monitoring screens' addresses, with the spec's route parameters in the spec's order. */
const B = CONSOLE_BASE_PATH;
export const monitorHref = {
  index: () => `${B}/cloudView/businessView/index`,
  addView: (cloudCode: ViewCloud, businessType: number) =>
    `${B}/businessView/addView/${cloudIdOf(cloudCode)}/${cloudCode}/${businessType}`,
  editView: (v: {
    id: string;
    name: string;
    sort: number;
    cloudCode: ViewCloud;
    businessType: number;
  }) =>
    `${B}/businessView/updataView/${cloudIdOf(v.cloudCode)}/${v.id}/${seg(v.name)}/${v.sort}/${v.cloudCode}/${v.businessType}`,
  editGroup: (cloudId: number, viewId: string, projectId: string) =>
    `${B}/businessView/updataView1/${cloudId}/${viewId}/${projectId}`,
  addGroup: (viewId: string, cloudId: number) => `${B}/businessView/addGroup/${viewId}/${cloudId}`,
};

export const MONITOR_ROUTES = {
  index: '/cloudView/businessView/index',
  addView: '/businessView/addView/:cloudId/:cloudCode/:businessType',
  editView:
    '/businessView/updataView/:cloudId/:viewId/:viewName/:viewSort/:cloudCode/:businessType',
  editGroup: '/businessView/updataView1/:cloudId/:viewId/:projectId',
  addGroup: '/businessView/addGroup/:viewId/:cloudId',
} as const;
