import { requestId, startFakeServer, type ThrottlingFake } from './server.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';
import { scopeService, verifySigV4 } from './aws-sigv4.ts';
import { xmlReply } from './aws-wire.ts';
import { ec2Error, ec2Reply, ec2UnknownInstance } from './aws-ec2.ts';
import { queryError, queryReply } from './aws-query.ts';
import { costExplorer } from './aws-cost-explorer.ts';
import { serviceQuotas } from './aws-service-quotas.ts';

export { AWS_HOSTS } from './aws-ec2.ts';

/**
 * A fake AWS: EC2 (ec2 query protocol), RDS, ElastiCache, DocumentDB, STS and CloudWatch
 * (awsquery), Cost Explorer and Service Quotas (JSON 1.1), one file each. It checks Signature
 * Version 4 as AWS does (AuthFailure / SignatureDoesNotMatch on a mismatch) and routes by the
 * service the signature's scope names. Throttled, it answers RequestLimitExceeded (EC2) or each
 * service's own throttling error.
 */
export type FakeAws = ThrottlingFake<{
  service: string;
  region: string;
  action: string;
  params: Record<string, string>;
  /** A JSON protocol's body (Cost Explorer, Service Quotas). */
  body?: Record<string, unknown>;
}>;

export async function startFakeAws(keys: CloudCredentials): Promise<FakeAws> {
  const fake = (await startFakeServer((req) => {
    const rid = requestId();
    const form = new URLSearchParams(req.body);
    const action = form.get('Action') ?? '';
    const who = verifySigV4(req, keys);
    const service = scopeService(req);
    const isEc2 = service === 'ec2';
    if (service === 'ce') return costExplorer(fake, req, who, rid);
    if (service === 'servicequotas') return serviceQuotas(fake, req, who, rid);
    if ('error' in who) {
      const message =
        who.error === 'InvalidClientTokenId'
          ? 'The security token included in the request is invalid.'
          : 'The request signature we calculated does not match the signature you provided.';
      return isEc2
        ? ec2Error(
            401,
            'AuthFailure',
            'AWS was not able to validate the provided access credentials',
            rid,
          )
        : queryError(403, who.error, message, rid);
    }
    const params = Object.fromEntries(
      [...form.entries()].filter(([k]) => k !== 'Action' && k !== 'Version'),
    );
    fake.calls.push({ service: who.service, region: who.region, action, params });
    if (fake.deny.has(action)) {
      return isEc2
        ? ec2Error(
            403,
            'UnauthorizedOperation',
            'You are not authorized to perform this operation.',
            rid,
          )
        : queryError(
            403,
            'AccessDenied',
            `User is not authorized to perform: ${who.service}:${action}`,
            rid,
          );
    }
    if (fake.throttle > 0) {
      fake.throttle--;
      return isEc2
        ? ec2Error(503, 'RequestLimitExceeded', 'Request limit exceeded.', rid)
        : queryError(400, 'Throttling', 'Rate exceeded', rid);
    }
    const unknown = isEc2 ? ec2UnknownInstance(action, params, rid) : undefined;
    if (unknown) return unknown;
    const body = isEc2
      ? ec2Reply(action, params, rid)
      : queryReply(who.service, action, params, rid);
    if (!body)
      return isEc2
        ? ec2Error(
            400,
            'InvalidAction',
            `The action ${action} is not valid for this web service.`,
            rid,
          )
        : queryError(400, 'InvalidAction', `Could not find operation ${action}`, rid);
    return xmlReply(200, body, rid);
  })) as FakeAws;
  fake.calls = [];
  fake.throttle = 0;
  fake.deny = new Set();
  return fake;
}
