/**
 * JD Cloud billing queryBillDetail at the fake: the bill rows of 2026-03 (per resource and
 * charging hour) paged by pageIndex/pageSize with JD's pagination block, amounts as JSON
 * numbers in yuan and names in Chinese, as the doc's example writes them.
 */
type Reply = [status: number, body: object];

const usage = (i: number) => {
  const hour = String(i % 24).padStart(2, '0');
  const day = String(Math.floor(i / 24) + 1).padStart(2, '0');
  return {
    actionTypeName: '按量费用',
    appCode: 'jcloud',
    appCodeName: '基础云',
    arrearFee: 0.0,
    balancePayFee: 0.0,
    billTime: `2026-03-${day} ${hour}:16:58`,
    billingType: 1,
    billingTypeName: '按配置',
    cashCouponPayFee: 0.0,
    cashPayFee: 0.03,
    discountFee: 0.0,
    startTime: `2026-03-${day} ${hour}:00:00`,
    endTime: `2026-03-${day} ${hour}:59:59`,
    formula: '通用型ssd:40GB',
    pin: 'jcloud-ops',
    realTotalFee: 0.03,
    region: 'cn-north-1',
    resourceId: 'vol-jd01',
    resourceName: 'data-1',
    serviceCode: 'disk',
    serviceCodeName: '云硬盘',
    tagDetails: [{ tagKey: '部门', tagValue: '商业平台部' }],
    totalFee: 0.03,
  };
};

/** The one monthly MySQL subscription: bought, then partly refunded, in the same month. */
const MYSQL_SUBSCRIPTION = {
  billingType: 3,
  billingTypeName: '包年包月',
  serviceCode: 'database',
  serviceCodeName: '云数据库 MySQL',
  resourceId: 'mysql-jd01',
  resourceName: '订单库',
};

export const JD_BILL_ROWS: object[] = [
  {
    ...usage(0),
    serviceCode: 'vm',
    serviceCodeName: '云主机',
    resourceId: 'i-jd000000',
    resourceName: 'vm-0',
    formula: 'g.n2.medium',
    totalFee: 0.015,
    discountFee: 0.003,
    realTotalFee: 0.012,
    cashCouponPayFee: 0.005,
    cashPayFee: 0.007,
  },
  {
    ...usage(1),
    actionTypeName: '新购',
    ...MYSQL_SUBSCRIPTION,
    formula: '2核4G 100GB',
    startTime: '2026-03-01 01:00:00',
    endTime: '2026-03-31 23:59:59',
    totalFee: 1234.565,
    discountFee: 123.45,
    realTotalFee: 1111.115,
    cashPayFee: 1111.12,
    tagDetails: [],
  },
  {
    ...usage(2),
    actionTypeName: '退款',
    ...MYSQL_SUBSCRIPTION,
    totalFee: -12.345,
    realTotalFee: -12.345,
    tagDetails: [],
  },
  ...Array.from({ length: 447 }, (_, i) => usage(i + 3)),
];

export function jdBillReply(body: unknown): Reply {
  const b = (body ?? {}) as Record<string, unknown>;
  const start = String(b.startTime ?? '');
  const end = String(b.endTime ?? '');
  const wall = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
  if (!wall.test(start) || !wall.test(end)) {
    return [
      400,
      { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'startTime/endTime' } },
    ];
  }
  if (start.slice(0, 7) !== end.slice(0, 7)) {
    return [400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: '不支持跨月查询' } }];
  }
  const pageIndex = Number(b.pageIndex ?? 1);
  const pageSize = Number(b.pageSize ?? 10);
  if (!(pageSize >= 1 && pageSize <= 1000) || !(pageIndex >= 1)) {
    return [400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'pageSize' } }];
  }
  const rows = start.startsWith('2026-03') ? JD_BILL_ROWS : [];
  const page = rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
  return [
    200,
    {
      result: {
        pagination: {
          currPageNo: pageIndex,
          numberPages: Math.ceil(rows.length / pageSize),
          numberRecords: rows.length,
          pageSize,
          startIndex: (pageIndex - 1) * pageSize,
        },
        result: page,
      },
    },
  ];
}
