import { awsBillReply } from './aws-bills.ts';
import type { AwsSigner } from './aws-sigv4.ts';
import { jsonReply, readJsonCall } from './aws-wire.ts';
import type { WireRequest } from './server.ts';
import type { FakeAws } from './aws.ts';

/** Cost Explorer (JSON 1.1, us-east-1 only): GetCostAndUsage, answered by aws-bills.ts. */
export function costExplorer(fake: FakeAws, req: WireRequest, who: AwsSigner, rid: string) {
  if ('error' in who) {
    return who.error === 'InvalidClientTokenId'
      ? jsonReply(
          400,
          {
            __type: 'UnrecognizedClientException',
            message: 'The security token included in the request is invalid.',
          },
          rid,
        )
      : jsonReply(
          403,
          {
            __type: 'InvalidSignatureException',
            message:
              'The request signature we calculated does not match the signature you provided.',
          },
          rid,
        );
  }
  const { action, body } = readJsonCall(fake, req, {
    service: 'ce',
    region: who.region,
    targetPrefix: 'AWSInsightsIndexService.',
  });
  if (who.region !== 'us-east-1' || req.headers['content-type'] !== 'application/x-amz-json-1.1') {
    return jsonReply(400, { __type: 'UnknownOperationException' }, rid);
  }
  if (fake.deny.has(action)) {
    return jsonReply(
      400,
      {
        __type: 'AccessDeniedException',
        message: `User is not authorized to perform: ce:${action}`,
      },
      rid,
    );
  }
  if (fake.throttle > 0) {
    fake.throttle--;
    return jsonReply(
      400,
      {
        __type: 'com.amazonaws.awsinsightsindexservice#LimitExceededException',
        message: 'You made too many calls in a short period of time.',
      },
      rid,
    );
  }
  if (action !== 'GetCostAndUsage') {
    return jsonReply(400, { __type: 'UnknownOperationException' }, rid);
  }
  const [status, reply] = awsBillReply(body);
  return jsonReply(status, reply, rid);
}
