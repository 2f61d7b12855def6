/**
 * Tencent billing DescribeBillDetail at the fake: the month 2026-03's resource bill, each row
 * with its components, paged by Offset/Limit (at most 300), amounts as decimal strings and
 * names in Chinese, as the API writes them.
 */
const usage = (i: number) => ({
  BusinessCodeName: '云服务器CVM',
  ProductCodeName: '云服务器CVM-标准型S5',
  PayModeName: '按量计费',
  ProjectName: '默认项目',
  RegionName: '华南地区（广州）',
  ZoneName: '广州三区',
  ResourceId: `ins-${String(i).padStart(8, '0')}`,
  ResourceName: `cvm-${i}`,
  ActionTypeName: '按量计费小时结',
  OrderId: '',
  BillId: `2026030${(i % 9) + 1}${String(i).padStart(10, '0')}`,
  PayTime: `2026-03-0${(i % 9) + 1} 01:00:00`,
  FeeBeginTime: `2026-03-0${(i % 9) + 1} 00:00:00`,
  FeeEndTime: `2026-03-0${(i % 9) + 1} 00:59:59`,
  ComponentSet: [
    {
      ComponentCodeName: 'CPU',
      ItemCodeName: '标准型S5 CPU',
      SinglePrice: '0.12',
      PriceUnit: '元/核/小时',
      UsedAmount: '2',
      UsedAmountUnit: '核',
      Cost: '0.24',
      Discount: '0.8',
      RealCost: '0.19',
      ItemCode: 'v_cvm_cpu_s5',
      ComponentCode: 'v_cvm_cpu',
    },
  ],
  PayerUin: '100000000001',
  OwnerUin: '100000000001',
  Tags: [],
  BusinessCode: 'p_cvm',
  ProductCode: 'sp_cvm_s5',
  ActionType: 'postpay_deduct_h',
  RegionId: 'ap-guangzhou',
});

export const TC_BILL_DETAILS: object[] = [
  {
    ...usage(0),
    FeeBeginTime: '2026-03-02 00:00:00',
    FeeEndTime: '2026-03-02 00:59:59',
    Tags: [
      { TagKey: 'env', TagValue: '生产' },
      { TagKey: '成本中心', TagValue: '电商部' },
    ],
    ComponentSet: [
      { ...usage(0).ComponentSet[0], Cost: '0.00500000', RealCost: '0.00499999' },
      {
        ComponentCodeName: '内存',
        ItemCodeName: '标准型S5 内存',
        UsedAmount: '4',
        UsedAmountUnit: 'GB',
        Cost: '0.12',
        RealCost: '0.1',
        ItemCode: 'v_cvm_mem_s5',
        ComponentCode: 'v_cvm_mem',
      },
    ],
  },
  {
    ...usage(1),
    BusinessCodeName: '云数据库MySQL',
    BusinessCode: 'p_cdb',
    ProductCode: 'sp_cdb_ha',
    ResourceId: 'cdb-01',
    ResourceName: '订单库',
    PayModeName: '包年包月',
    ActionTypeName: '包年包月新购',
    ActionType: 'prepay_purchase',
    OrderId: '20260302000123',
    PayTime: '2026-03-02 10:15:00',
    FeeBeginTime: '2026-03-02 10:15:00',
    FeeEndTime: '2026-04-02 10:15:00',
    ComponentSet: [
      {
        ComponentCodeName: '实例规格',
        ItemCodeName: '高可用版 4核8GB',
        UsedAmount: '1',
        UsedAmountUnit: '个',
        Cost: '1600.625',
        RealCost: '1280.50',
        ItemCode: 'sv_cdb_ha_4c8g',
        ComponentCode: 'v_cdb_spec',
      },
    ],
  },
  {
    ...usage(1),
    BusinessCode: 'p_cdb',
    BusinessCodeName: '云数据库MySQL',
    ResourceId: 'cdb-01',
    ActionTypeName: '包年包月退款',
    ActionType: 'prepay_return',
    BillId: '202603200000000099',
    ComponentSet: [{ ...usage(1).ComponentSet[0], Cost: '-800.3125', RealCost: '-640.25' }],
  },
  {
    ...usage(2),
    ActionTypeName: '调账补偿',
    ActionType: 'recon_increase',
    BillId: '202603210000000077',
    ComponentSet: [],
  },
  ...Array.from({ length: 700 }, (_, i) => usage(i + 3)),
];

export function tcBillReply(params: Record<string, unknown>): [string, string] | object {
  const limit = Number(params.Limit);
  if (!(limit >= 1 && limit <= 300)) {
    return ['InvalidParameterValue', 'Limit must be between 1 and 300.'];
  }
  const rows = params.Month === '2026-03' ? TC_BILL_DETAILS : [];
  const offset = Number(params.Offset ?? 0);
  return { DetailSet: rows.slice(offset, offset + limit), Total: rows.length };
}
