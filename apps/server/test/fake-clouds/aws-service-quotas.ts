import type { AwsSigner } from './aws-sigv4.ts';
import { jsonReply, readJsonCall } from './aws-wire.ts';
import { AWS_QUOTAS } from './quota-replies.ts';
import type { WireRequest } from './server.ts';
import type { FakeAws } from './aws.ts';

/** Service Quotas (JSON 1.1): GetServiceQuota; an unknown quota is NoSuchResourceException. */
export function serviceQuotas(fake: FakeAws, req: WireRequest, who: AwsSigner, rid: string) {
  if ('error' in who) {
    return jsonReply(403, { __type: 'InvalidSignatureException', message: who.error }, rid);
  }
  const { action, body } = readJsonCall<{ ServiceCode?: string; QuotaCode?: string }>(fake, req, {
    service: 'servicequotas',
    region: who.region,
    targetPrefix: 'ServiceQuotasV20190624.',
  });
  if (fake.throttle > 0) {
    fake.throttle--;
    return jsonReply(400, { __type: 'TooManyRequestsException', message: 'Rate exceeded' }, rid);
  }
  const value = AWS_QUOTAS[`${body.ServiceCode} ${body.QuotaCode}`];
  if (action !== 'GetServiceQuota' || value === undefined) {
    return jsonReply(400, { __type: 'NoSuchResourceException', message: 'no such quota' }, rid);
  }
  return jsonReply(
    200,
    {
      Quota: {
        ServiceCode: body.ServiceCode,
        QuotaCode: body.QuotaCode,
        QuotaArn: `arn:aws:servicequotas:${who.region}:123456789012:${body.ServiceCode}/${body.QuotaCode}`,
        Value: value,
        Unit: 'None',
        Adjustable: true,
        GlobalQuota: false,
      },
    },
    rid,
  );
}
