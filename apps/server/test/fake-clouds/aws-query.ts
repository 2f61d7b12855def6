import { awsMetricReply } from './metric-replies.ts';
import { el, esc, items, text, xmlReply } from './aws-wire.ts';

/**
 * The awsquery protocol's services: STS, RDS (and DocumentDB through it), ElastiCache, and
 * CloudWatch's GetMetricData, each answered in XML with its own namespace.
 */
export function queryReply(
  service: string,
  action: string,
  params: Record<string, string>,
  rid: string,
): string | undefined {
  if (service === 'monitoring' && action === 'GetMetricData') return awsMetricReply(params, rid);
  const wrap = (ns: string, result: string) =>
    `<${action}Response xmlns="${ns}">${el(`${action}Result`, result)}${el('ResponseMetadata', text('RequestId', rid))}</${action}Response>`;
  if (service === 'sts' && action === 'GetCallerIdentity') {
    return wrap(
      'https://sts.amazonaws.com/doc/2011-06-15/',
      text('Arn', 'arn:aws:iam::123456789012:user/ops') +
        text('UserId', 'AIDAEXAMPLE') +
        text('Account', '123456789012'),
    );
  }
  if (service === 'rds' && action === 'DescribeDBInstances') {
    const db = (id: string, engine: string) =>
      text('DBInstanceIdentifier', id) +
      text('DBInstanceClass', 'db.t3.medium') +
      text('Engine', engine) +
      text('DBInstanceStatus', 'available') +
      text('AllocatedStorage', 100) +
      text('AvailabilityZone', 'us-east-1a') +
      text('EngineVersion', engine === 'mysql' ? '8.0.35' : '5.0.0') +
      el('DBSubnetGroup', text('DBSubnetGroupName', 'default'), text('VpcId', 'vpc-aws01')) +
      text('InstanceCreateTime', '2026-05-01T00:00:00.000Z') +
      items('TagList', [text('Key', 'app') + text('Value', 'shop')], 'Tag');
    return wrap(
      'http://rds.amazonaws.com/doc/2014-10-31/',
      items('DBInstances', [db('orders-db', 'mysql'), db('docs-1', 'docdb')], 'DBInstance'),
    );
  }
  if (service === 'rds' && action === 'DescribeDBClusters') {
    return wrap(
      'http://rds.amazonaws.com/doc/2014-10-31/',
      items(
        'DBClusters',
        [
          items('AvailabilityZones', ['us-east-1a', 'us-east-1b'].map(esc), 'AvailabilityZone') +
            text('DBClusterIdentifier', 'docs') +
            text('Status', 'creating') +
            text('Engine', 'docdb') +
            text('EngineVersion', '5.0.0') +
            text('ClusterCreateTime', '2026-05-01T00:00:00.000Z'),
        ],
        'DBCluster',
      ),
    );
  }
  if (service === 'elasticache' && action === 'DescribeCacheClusters') {
    const cluster = (id: string, engine: string) =>
      text('CacheClusterId', id) +
      text('CacheNodeType', 'cache.t3.small') +
      text('Engine', engine) +
      text('EngineVersion', engine === 'redis' ? '7.1' : '1.6.22') +
      text('CacheClusterStatus', 'available') +
      text('NumCacheNodes', 1) +
      text('PreferredAvailabilityZone', 'us-east-1a') +
      text('CacheClusterCreateTime', '2026-05-01T00:00:00.000Z');
    return wrap(
      'http://elasticache.amazonaws.com/doc/2015-02-02/',
      items(
        'CacheClusters',
        [cluster('sessions-001', 'redis'), cluster('memo', 'memcached')],
        'CacheCluster',
      ),
    );
  }
  return undefined;
}

/** The awsquery protocol's error document. */
export const queryError = (status: number, code: string, message: string, rid: string) =>
  xmlReply(
    status,
    `<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${esc(message)}</Message></Error><RequestId>${rid}</RequestId></ErrorResponse>`,
    rid,
  );
