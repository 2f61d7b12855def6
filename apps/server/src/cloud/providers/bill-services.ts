/**
 * A provider's product code in FOCUS's service category and our resource type, by the words
 * the six providers use for the same kinds of product (Alibaba ecs/rds/r-kvstore, Tencent
 * cvm/cdb/redis, Huawei hws.service.type.ec2/ebs, AWS AmazonEC2/AmazonRDS, ...). A code none
 * of them matches is "Other", typed by the code itself.
 */
const KINDS: [RegExp, string, string][] = [
  [/redis|kvstore|memcache|dcs|elasticache/i, 'Databases', 'redis'],
  [/mongo|dds|docdb/i, 'Databases', 'mongo'],
  [
    /rds|cdb|mysql|postgres|sqlserver|polardb|tdsql|gaussdb|database|\bdb\b/i,
    'Databases',
    'database',
  ],
  [/disk|ebs|evs|cbs|yunpan|volume|snapshot/i, 'Storage', 'disk'],
  [/oss|cos|obs|s3|storage|nas|sfs/i, 'Storage', 'storage'],
  [/eip|elasticip|publicip|ipaddress|bandwidth|cbwp/i, 'Networking', 'eip'],
  [/vpc|nat|slb|clb|elb|cdn|network|traffic/i, 'Networking', 'network'],
  [/ecs|cvm|ec2|vm|compute|instance|host|server|lighthouse/i, 'Compute', 'host'],
];

export function serviceKind(code: string): { category: string; type: string } {
  for (const [re, category, type] of KINDS) if (re.test(code)) return { category, type };
  return { category: 'Other', type: code.toLowerCase() || 'other' };
}
