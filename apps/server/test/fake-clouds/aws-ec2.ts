import { el, esc, items, text, xmlReply } from './aws-wire.ts';

/** EC2 (the ec2 query protocol): instances paged by NextToken, the estate's network and disks. */
const ec2Tags = (tags: [string, string][]) =>
  items(
    'tagSet',
    tags.map(([k, v]) => text('key', k) + text('value', v)),
  );

export const AWS_HOSTS = Array.from({ length: 120 }, (_, i) => ({
  id: `i-${(0x0a0000 + i).toString(16).padStart(17, '0')}`,
  name: `web-${i}`,
  state: i === 1 ? 'stopped' : i === 2 ? 'pending' : 'running',
}));

const ec2Instance = (h: (typeof AWS_HOSTS)[number], i: number) =>
  text('instanceId', h.id) +
  text('imageId', 'ami-0abcdef1234567890') +
  el('instanceState', text('code', h.state === 'running' ? 16 : 80), text('name', h.state)) +
  text('instanceType', 't3.medium') +
  el('placement', text('availabilityZone', 'us-east-1a'), text('tenancy', 'default')) +
  text('privateIpAddress', `10.1.0.${i + 2}`) +
  (i === 0 ? text('ipAddress', '54.1.2.3') : '') +
  text('vpcId', 'vpc-aws01') +
  text('subnetId', 'subnet-aws01') +
  text('launchTime', '2026-05-01T00:00:00.000Z') +
  el('cpuOptions', text('coreCount', 1), text('threadsPerCore', 2)) +
  ec2Tags(
    i === 0
      ? [
          ['Name', h.name],
          ['env', 'prod'],
        ]
      : [['Name', h.name]],
  );

export function ec2Reply(
  action: string,
  params: Record<string, string>,
  rid: string,
): string | undefined {
  const wrap = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><${action}Response xmlns="http://ec2.amazonaws.com/doc/2016-11-15/">${text('requestId', rid)}${body}</${action}Response>`;
  switch (action) {
    case 'DescribeRegions':
      return wrap(
        items('regionInfo', [
          text('regionName', 'us-east-1') +
            text('regionEndpoint', 'ec2.us-east-1.amazonaws.com') +
            text('optInStatus', 'opt-in-not-required'),
          text('regionName', 'eu-west-1') +
            text('regionEndpoint', 'ec2.eu-west-1.amazonaws.com') +
            text('optInStatus', 'opt-in-not-required'),
          text('regionName', 'af-south-1') +
            text('regionEndpoint', 'ec2.af-south-1.amazonaws.com') +
            text('optInStatus', 'not-opted-in'),
        ]),
      );
    case 'DescribeInstances': {
      const max = Number(params.MaxResults ?? 1000);
      const start = params.NextToken ? Number(params.NextToken.slice(4)) : 0;
      const page = AWS_HOSTS.slice(start, start + max);
      const end = start + page.length;
      // Two reservations per page, as launches in batches produce.
      const half = Math.ceil(page.length / 2);
      const reservation = (list: typeof page, from: number, r: number) =>
        text('reservationId', `r-${r}`) +
        text('ownerId', '123456789012') +
        items(
          'instancesSet',
          list.map((h, k) => ec2Instance(h, from + k)),
        );
      return wrap(
        items('reservationSet', [
          reservation(page.slice(0, half), start, start),
          reservation(page.slice(half), start + half, start + half),
        ]) + (end < AWS_HOSTS.length ? text('nextToken', `tok-${end}`) : ''),
      );
    }
    case 'DescribeInstanceTypes': {
      const wanted = Object.entries(params)
        .filter(([k]) => k.startsWith('InstanceType.'))
        .map(([, v]) => v);
      const known: Record<string, [number, number]> = { 't3.medium': [2, 4096] };
      return wrap(
        items(
          'instanceTypeSet',
          wanted
            .filter((t) => known[t])
            .map(
              (t) =>
                text('instanceType', t) +
                el('vCpuInfo', text('defaultVCpus', known[t]![0])) +
                el('memoryInfo', text('sizeInMiB', known[t]![1])),
            ),
        ),
      );
    }
    case 'DescribeVolumes':
      return wrap(
        items('volumeSet', [
          text('volumeId', 'vol-aws01') +
            text('size', 80) +
            text('availabilityZone', 'us-east-1a') +
            text('status', 'in-use') +
            text('createTime', '2026-05-01T00:00:00.000Z') +
            items('attachmentSet', [
              text('volumeId', 'vol-aws01') +
                text('instanceId', AWS_HOSTS[0]!.id) +
                text('device', '/dev/xvda') +
                text('status', 'attached'),
            ]) +
            text('volumeType', 'gp3') +
            ec2Tags([['Name', 'root']]),
        ]),
      );
    case 'DescribeAddresses':
      return wrap(
        items('addressesSet', [
          text('publicIp', '54.1.2.3') +
            text('allocationId', 'eipalloc-aws01') +
            text('domain', 'vpc') +
            text('instanceId', AWS_HOSTS[0]!.id) +
            text('associationId', 'eipassoc-1') +
            text('privateIpAddress', '10.1.0.2') +
            ec2Tags([['Name', 'web-ip']]),
          text('publicIp', '54.1.2.4') +
            text('allocationId', 'eipalloc-aws02') +
            text('domain', 'vpc'),
        ]),
      );
    case 'DescribeVpcs':
      return wrap(
        items('vpcSet', [
          text('vpcId', 'vpc-aws01') +
            text('state', 'available') +
            text('cidrBlock', '10.1.0.0/16') +
            text('isDefault', 'false') +
            ec2Tags([['Name', 'main']]),
        ]),
      );
    case 'DescribeSubnets':
      return wrap(
        items('subnetSet', [
          text('subnetId', 'subnet-aws01') +
            text('state', 'available') +
            text('vpcId', 'vpc-aws01') +
            text('cidrBlock', '10.1.0.0/24') +
            text('availabilityZone', 'us-east-1a'),
        ]),
      );
    case 'StartInstances':
    case 'StopInstances': {
      const ids = Object.entries(params)
        .filter(([k]) => k.startsWith('InstanceId.'))
        .map(([, v]) => v);
      const to = action === 'StartInstances' ? 'pending' : 'stopping';
      return wrap(
        items(
          'instancesSet',
          ids.map(
            (id) =>
              text('instanceId', id) +
              el('currentState', text('code', 0), text('name', to)) +
              el('previousState', text('code', 16), text('name', 'running')),
          ),
        ),
      );
    }
    case 'RebootInstances':
      return wrap(text('return', 'true'));
    default:
      return undefined;
  }
}

/** EC2's own error document (the other query protocols use ErrorResponse). */
export const ec2Error = (status: number, code: string, message: string, rid: string) =>
  xmlReply(
    status,
    `<?xml version="1.0" encoding="UTF-8"?><Response><Errors><Error><Code>${code}</Code><Message>${esc(message)}</Message></Error></Errors><RequestID>${rid}</RequestID></Response>`,
    rid,
  );

/** Start, stop or reboot of an instance the estate does not hold: InvalidInstanceID.NotFound. */
export function ec2UnknownInstance(action: string, params: Record<string, string>, rid: string) {
  if (!['StartInstances', 'StopInstances', 'RebootInstances'].includes(action)) return undefined;
  const missing = Object.entries(params).find(
    ([k, v]) => k.startsWith('InstanceId.') && !AWS_HOSTS.some((h) => h.id === v),
  );
  if (!missing) return undefined;
  return ec2Error(
    400,
    'InvalidInstanceID.NotFound',
    `The instance ID '${missing[1]}' does not exist`,
    rid,
  );
}
