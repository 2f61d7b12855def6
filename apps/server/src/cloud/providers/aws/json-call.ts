import type { CloudError } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { send } from '../http.ts';
import { sigV4Headers } from './metrics.ts';

/** What an AWS JSON 1.1 API answers besides its result when it fails. */
interface Failure {
  __type?: string;
  message?: string;
  Message?: string;
}

/**
 * One operation of an AWS JSON 1.1 API (Cost Explorer, Service Quotas: no SDK client of theirs
 * in the build) with our own SigV4, at the service's endpoint in the region. A failure becomes
 * the CloudError the adapter's mapping makes of an SDK error with the same name (the __type
 * without its namespace), message and request id.
 */
export async function awsJsonCall<R>(
  setting: AdapterSetting,
  toCloudError: (error: unknown, action: string) => CloudError,
  call: { service: string; region: string; target: string; action: string; payload: object },
): Promise<R> {
  const { service, region } = call;
  const url = new URL(
    setting.options.endpointFor?.(service, region) ?? `https://${service}.${region}.amazonaws.com/`,
  );
  const body = JSON.stringify(call.payload);
  const headers = sigV4Headers(url, body, { service, region }, setting.credentials, new Date(), {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': call.target,
  });
  const reply = await send(
    'AWS',
    { method: 'POST', url: url.toString(), headers, body },
    setting.timeoutMs,
  );
  const json = reply.json as (R & Failure) | undefined;
  if (reply.status >= 400 || !json) {
    throw toCloudError(
      {
        // JSON 1.1 names the error in __type, sometimes prefixed with its namespace and "#".
        name: (json?.__type ?? '').split('#').pop() || 'Error',
        message: json?.message ?? json?.Message ?? `HTTP ${reply.status}`,
        $metadata: {
          httpStatusCode: reply.status,
          requestId: reply.headers.get('x-amzn-requestid') ?? undefined,
        },
      },
      call.action,
    );
  }
  return json;
}
