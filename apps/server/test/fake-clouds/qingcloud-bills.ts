/**
 * QingCloud GetChargeRecords at the fake: the charge records of one resource in one zone for
 * March 2026 (UTC+8), filtered by start_time/end_time and paged by offset/limit (at most 100),
 * fee and price as decimal strings, as the API doc's example writes them.
 */
const HOUR = 3_600_000;
const MARCH = Date.parse('2026-02-28T16:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

const hourly = (i: number) => ({
  user_id: 'usr-qc0001',
  resource_id: 'i-qc000001',
  resource_name: 'web-1',
  resource_type: 'instance',
  start_time: iso(MARCH + i * HOUR),
  end_time: iso(MARCH + (i + 1) * HOUR),
  duration: '1h',
  currency: 'cny',
  unit: 'hour',
  remarks: '',
  total_sum: 0,
  price: '0.035',
  fee: '0.035',
  zone_id: 'pek3a',
});

export const QC_CHARGES: Record<string, object[]> = {
  'i-qc000001': [
    { ...hourly(0), fee: '0.0349', price: '0.0349' },
    ...Array.from({ length: 149 }, (_, i) => hourly(i + 1)),
  ],
  'eip-qc01': [
    {
      user_id: 'usr-qc0001',
      resource_id: 'eip-qc01',
      resource_name: 'transit',
      resource_type: 'eip',
      start_time: '2026-03-01T02:00:00Z',
      end_time: '2026-03-02T02:00:00Z',
      duration: '1h',
      currency: 'cny',
      unit: 'GB',
      remarks: 'elastic ip traffic fee',
      total_sum: 0.105,
      price: '1.06',
      fee: '0.1117',
      zone_id: 'pek3a',
    },
  ],
  'rdb-qc01': [
    {
      user_id: 'usr-qc0001',
      resource_id: 'rdb-qc01',
      resource_name: '订单库',
      resource_type: 'rdb',
      start_time: '2026-03-05T00:00:00Z',
      end_time: '2026-03-05T00:00:00Z',
      duration: '1m',
      currency: 'cny',
      unit: 'hour',
      remarks: '退订退款',
      price: '300',
      fee: '-12.345',
      zone_id: 'pek3a',
    },
  ],
};

const UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/;

export function qcChargeReply(params: Record<string, string>): object {
  const resource = params.resource;
  if (!resource || !params.zone) {
    return { ret_code: 1100, message: 'MessageFormatError, resource and zone are required' };
  }
  for (const k of ['start_time', 'end_time']) {
    if (params[k] !== undefined && !UTC.test(params[k])) {
      return { ret_code: 1100, message: `MessageFormatError, ${k}` };
    }
  }
  const offset = Number(params.offset ?? 0);
  const limit = Number(params.limit ?? 20);
  if (!(limit >= 1 && limit <= 100))
    return { ret_code: 1100, message: 'MessageFormatError, limit' };
  const from = params.start_time ? Date.parse(params.start_time) : -Infinity;
  const to = params.end_time ? Date.parse(params.end_time) : Infinity;
  const all = (QC_CHARGES[resource] ?? []).filter((r) => {
    const at = Date.parse((r as { start_time: string }).start_time);
    return at >= from && at < to;
  });
  return {
    action: 'GetChargeRecordsResponse',
    charge_record_set: all.slice(offset, offset + limit),
    total_sum: '0',
    total_count: all.length,
    ret_code: 0,
  };
}
