/**
 * Huawei BSS ListCustomerselfResourceRecordDetails at the fake: the daily resource records of
 * cycle 2026-03 paged by offset and limit (at most 1000), amounts as JSON numbers with up to 8
 * decimals and names in Chinese, as BSS writes them.
 */
const usage = (i: number) => ({
  cycle: '2026-03',
  bill_date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
  bill_type: 5,
  customer_id: 'dom-hw-0001',
  region: 'cn-north-4',
  region_name: '华北-北京四',
  cloud_service_type: 'hws.service.type.ec2',
  resource_Type_code: 'hws.resource.type.vm',
  cloud_service_type_name: '弹性云服务器',
  resource_type_name: '云主机',
  res_instance_id: `a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
  resource_name: `ecs-${i}`,
  resource_tag: '',
  sku_code: 's6.large.2.linux',
  enterprise_project_id: '0',
  enterprise_project_name: 'default',
  charge_mode: 3,
  consume_amount: 3.52,
  official_amount: 4.4,
  discount_amount: 0.88,
  measure_id: 1,
  trade_id: `BL${String(i).padStart(10, '0')}`,
  product_spec_desc: '通用计算型 | s6.large.2 | 2vCPUs | 4GiB | Linux',
});

export const HW_BILL_RECORDS: object[] = [
  {
    ...usage(0),
    bill_date: '2026-03-02',
    consume_amount: 0.00499999,
    official_amount: 0.005,
    resource_tag: 'env=生产;成本中心=电商部',
  },
  {
    ...usage(1),
    bill_date: '2026-03-02',
    bill_type: 1,
    charge_mode: 1,
    cloud_service_type: 'hws.service.type.rds',
    resource_Type_code: 'hws.resource.type.rds.vm',
    cloud_service_type_name: '云数据库 RDS',
    res_instance_id: 'rds-hw01',
    resource_name: '订单库',
    consume_amount: 1280.5,
    official_amount: 1600.625,
    trade_id: 'CS2603021234ABCDE',
    product_spec_desc: 'MySQL 8.0 | 主备 | 4vCPUs | 8GiB',
  },
  {
    ...usage(1),
    bill_date: '2026-03-20',
    bill_type: 4,
    charge_mode: 1,
    cloud_service_type: 'hws.service.type.rds',
    cloud_service_type_name: '云数据库 RDS',
    res_instance_id: 'rds-hw01',
    consume_amount: -640.25,
    official_amount: -800.3125,
    trade_id: 'CS2603201234REFND',
    product_spec_desc: '',
  },
  { ...usage(2), bill_date: '2026-03-21', bill_type: 9, consume_amount: -10, official_amount: 0 },
  ...Array.from({ length: 2100 }, (_, i) => usage(i + 3)),
];

export function hwBillReply(body: Record<string, unknown> | undefined): [number, object] {
  const limit = Number(body?.limit ?? 10);
  const offset = Number(body?.offset ?? 0);
  if (!/^\d{4}-\d{2}$/.test(String(body?.cycle)) || !(limit >= 1 && limit <= 1000)) {
    return [400, { error_code: 'CBC.0100', error_msg: 'Invalid parameter.' }];
  }
  const rows = body?.cycle === '2026-03' ? HW_BILL_RECORDS : [];
  return [
    200,
    {
      monthly_records: rows.slice(offset, offset + limit),
      total_count: rows.length,
      currency: 'CNY',
    },
  ];
}
