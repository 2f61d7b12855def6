import type { Language } from '../constants.ts';

/**
 * Messages of the contract's own validation rules. Schemas carry the key; the server and the
 * web app each render it in the reader's language, so a rule has one wording everywhere.
 */
export const VALIDATION_MESSAGES = {
  'v.username': {
    'en-US': '3-32 characters: letters, digits, _ . -, starting with a letter',
    'zh-CN': '3-32 个字符：字母、数字、_ . -，以字母开头',
  },
  'v.password': {
    'en-US': '8-64 characters with three of: upper case, lower case, digits, symbols',
    'zh-CN': '8-64 个字符，包含大写字母、小写字母、数字、符号中的至少三种',
  },
  'v.httpUrl': {
    'en-US': 'an http:// or https:// address',
    'zh-CN': '须为 http:// 或 https:// 地址',
  },
  'v.dingtalkSecret': {
    'en-US': 'a DingTalk signing secret: SEC followed by hexadecimal digits',
    'zh-CN': '钉钉加签密钥须为 SEC 加十六进制数字',
  },
  'v.webhookSecret': {
    'en-US': 'at least 16 characters',
    'zh-CN': '至少 16 个字符',
  },
  'v.phone': { 'en-US': 'not a phone number', 'zh-CN': '不是有效的电话号码' },
  'v.readFlag': { 'en-US': 'give ids, or all: true', 'zh-CN': '请提供 ids，或 all: true' },
  'v.syncInterval': {
    'en-US': 'sync interval must be one of 0, 15, 30, 60, 180, 360, 720, 1440 minutes',
    'zh-CN': '同步间隔只能是 0、15、30、60、180、360、720、1440 分钟之一',
  },
  'v.accessKey': {
    'en-US': '8-128 visible characters without spaces',
    'zh-CN': '8-128 个不含空格的可见字符',
  },
  'v.secret': {
    'en-US': '8-256 visible characters without spaces',
    'zh-CN': '8-256 个不含空格的可见字符',
  },
  'v.cloudId': {
    'en-US': 'letters, digits, _ and - only',
    'zh-CN': '只能包含字母、数字、_ 和 -',
  },
  'v.region': {
    'en-US': 'not a region id (lower-case letters, digits and -)',
    'zh-CN': '不是有效的地域 ID（小写字母、数字和 -）',
  },
  'v.keyName': {
    'en-US': 'letters, digits, _ . -, starting with a letter or digit',
    'zh-CN': '只能包含字母、数字、_ . -，以字母或数字开头',
  },
  'v.tagChars': { 'en-US': 'must not contain , < or >', 'zh-CN': '不能包含 , < 或 >' },
  'v.quotaMore': {
    'en-US': 'must be more than the current quota',
    'zh-CN': '必须大于当前配额',
  },
  'v.idempotencyKey': {
    'en-US': '8-64 letters, digits, _ or - (a UUID is ideal)',
    'zh-CN': '8-64 个字母、数字、_ 或 -（建议使用 UUID）',
  },
  'v.bankAccountNo': {
    'en-US': '8-40 digits (spaces and - allowed)',
    'zh-CN': '8-40 位数字（可含空格和 -）',
  },
  'v.costDate': { 'en-US': 'a date as YYYY-MM-DD', 'zh-CN': '日期格式应为 YYYY-MM-DD' },
  'v.costMonth': { 'en-US': 'a month as YYYY-MM', 'zh-CN': '月份格式应为 YYYY-MM' },
  'v.costTagKey': {
    'en-US': 'a tag key is needed to group by tag',
    'zh-CN': '按标签分组时须指定标签键',
  },
  'v.costRange': {
    'en-US': 'the end date must not be before the start date, and the range at most 13 months',
    'zh-CN': '结束日期不能早于开始日期，且范围最多 13 个月',
  },
  'v.rejectReason': { 'en-US': 'a reason is required to reject', 'zh-CN': '驳回时必须填写原因' },
  'v.taxNo': {
    'en-US': 'a tax number of 15, 18 or 20 digits and capital letters',
    'zh-CN': '税号应为 15、18 或 20 位数字和大写字母',
  },
  'v.invoiceNo': {
    'en-US': '6-32 letters, digits or -',
    'zh-CN': '6-32 位字母、数字或 -',
  },
  'v.timeZone': { 'en-US': 'not a known IANA time zone', 'zh-CN': '不是已知的 IANA 时区' },
  'v.reportRangeOrder': { 'en-US': 'must be after the start', 'zh-CN': '必须晚于开始时间' },
  'v.reportRangeMax': {
    'en-US': 'a period may cover at most ten years',
    'zh-CN': '时间范围最多十年',
  },
  'v.reportColumn': {
    'en-US': 'not a column of this subject',
    'zh-CN': '不是该报表对象的列',
  },
  'v.reportGroupBy': {
    'en-US': 'not a grouping this subject offers',
    'zh-CN': '该报表对象不支持此分组',
  },
  'v.reportNoPeriod': {
    'en-US': 'this subject has no time period',
    'zh-CN': '该报表对象没有时间范围',
  },
  'v.required': { 'en-US': 'required', 'zh-CN': '必填' },
  'v.ratingRequired': {
    'en-US': 'confirming a resolution needs a rating from 1 to 5',
    'zh-CN': '确认解决时需要评分（1-5）',
  },
  'v.serviceCode': {
    'en-US': '2-40 letters, digits or -, starting with a lower-case letter',
    'zh-CN': '2-40 个字母、数字或 -，以小写字母开头',
  },
  'v.servicePrice': {
    'en-US': 'a price in fen, unless the service is on quote (then none)',
    'zh-CN': '非面议服务需填写价格（分），面议服务不填',
  },
  'v.attachmentTooLarge': {
    'en-US': 'the file is larger than 10 MB',
    'zh-CN': '文件超过 10 MB',
  },
  'v.orderSource': {
    'en-US': 'give either cart lines or one item, not both',
    'zh-CN': '请提供购物车条目或单个商品，二者选一',
  },
  'v.badText': {
    'en-US': 'must not contain NUL characters or unpaired surrogates',
    'zh-CN': '不能包含 NUL 字符或不成对的代理字符',
  },
  'v.budgetPercent': {
    'en-US': 'a percent threshold is at most 10,000%',
    'zh-CN': '百分比阈值不能超过 10,000%',
  },
  'v.budgetJumpPercent': {
    'en-US': 'a day-over-day jump is given in percent',
    'zh-CN': '日环比涨幅只能按百分比设置',
  },
  'v.budgetPeriodKey': {
    'en-US': 'a period as YYYY-MM, YYYY-Qn or YYYY',
    'zh-CN': '周期格式应为 YYYY-MM、YYYY-Qn 或 YYYY',
  },
  'v.budgetPeriodKind': {
    'en-US': 'a period of the budget’s own kind (a month, quarter or year as the budget runs)',
    'zh-CN': '须为与预算周期同类的周期（按月、按季或按年）',
  },
  'v.productCode': {
    'en-US': '2-40 characters: lower-case letters, digits and -, starting with a letter',
    'zh-CN': '2-40 个字符：小写字母、数字和 -，以字母开头',
  },
  'v.catalogueKey': {
    'en-US': 'letters, digits and _ (up to 40), starting with a letter or digit',
    'zh-CN': '字母、数字和 _（最多 40 个），以字母或数字开头',
  },
  'v.catalogueRepeat': { 'en-US': 'given twice', 'zh-CN': '重复' },
  'v.termsRequired': {
    'en-US': 'a subscription offers at least one term',
    'zh-CN': '包年包月产品至少提供一个时长',
  },
  'v.termsOneOff': {
    'en-US': 'a one-off product has no terms',
    'zh-CN': '一次性产品没有购买时长',
  },
  'v.discountTerm': {
    'en-US': 'not one of the terms offered',
    'zh-CN': '不是所提供的购买时长',
  },
  'v.discountQuantity': {
    'en-US': 'more than the most one order may buy',
    'zh-CN': '超过单次购买数量上限',
  },
  'v.choiceDefault': { 'en-US': 'not one of the options', 'zh-CN': '不是可选项之一' },
  'v.rangeOrder': { 'en-US': 'less than the minimum', 'zh-CN': '小于最小值' },
  'v.numberDefault': {
    'en-US': 'within the range and on a step from the minimum',
    'zh-CN': '应在范围内，且从最小值起按步长递增',
  },
  'v.httpsKey': {
    'en-US': 'not a yes/no choice of this product',
    'zh-CN': '不是该产品的“是/否”选项',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export function validationMessage(message: string, lang: Language): string {
  return message in VALIDATION_MESSAGES
    ? VALIDATION_MESSAGES[message as ValidationKey][lang]
    : message;
}
