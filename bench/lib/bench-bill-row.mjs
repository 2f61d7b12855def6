// The provider-side parts of a bench bill line (its tags, x_ columns and original row), made the
// same way by the ingest bench and its per-statement profile so the two measure the same rows.

/** Four of 20 tag keys, six values each, by row number. */
export function benchTags(r) {
  const tags = {};
  for (let j = 0; j < 4; j++) tags[`key${(r + j * 7) % 20}`] = `v${(r + j) % 6}`;
  return tags;
}

export const benchX = (r, service) => ({
  x_BillingItemCode: `${service}.Hour`,
  x_InstanceId: `i-bench${r}`,
});

/** The row as Alibaba's DescribeInstanceBill would print it. */
export const benchOriginal = (r, day, service, cost, tags) => ({
  BillingDate: day,
  InstanceID: `i-bench${String(r).padStart(8, '0')}`,
  ProductCode: service.toLowerCase(),
  ProductName: service,
  Region: `cn-region-${r % 5}`,
  BillingItem: 'Instance',
  PretaxGrossAmount: (cost / 100).toFixed(2),
  PretaxAmount: (cost / 100).toFixed(2),
  Currency: 'CNY',
  Usage: '1',
  UsageUnit: 'Hour',
  Tag: Object.entries(tags)
    .map(([k, v]) => `key:${k} value:${v}`)
    .join('; '),
});
