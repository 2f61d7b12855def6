/**
 * The few parts of jdcloud-sdk-js (plain JavaScript, no types) that the signature tests use.
 */
declare module 'jdcloud-sdk-js/src/lib/node_loader.js' {
  interface JdFetchRequest {
    url: string;
    method: string;
    headers: {
      get(name: string): string | null;
      set(name: string, value: string): void;
      delete(name: string): void;
    };
  }
  interface JdService {
    config: { endpoint: { host: string; protocol: string }; regionId: string };
    buildFilterParam(
      filters: { name: string; values: string[]; operator?: string }[],
      key: string,
    ): Record<string, string>;
    describeInstances(opts: {
      pageNumber?: number;
      pageSize?: number;
      filters?: { name: string; values: string[] }[];
    }): Promise<{ result: { instances: unknown[]; totalCount: number } }>;
  }
  interface JdRequest {
    request: JdFetchRequest;
  }
  const JDCloud: {
    config: { logger: (message: string, level?: string) => void };
    fetch: (request: JdFetchRequest) => Promise<{ status: number; json(): Promise<unknown> }>;
    JCRequest: new (
      service: JdService,
      path: string,
      method: string,
      pathParams: Record<string, string>,
      queryParams: Record<string, string>,
      headerParams: Record<string, string>,
      formParams: Record<string, string>,
      postBody: object | null,
      contentTypes: string[],
      accepts: string[],
      returnType: null,
    ) => JdRequest;
    VM: new (options: {
      credentials: { accessKeyId: string; secretAccessKey: string };
      regionId: string;
      endpoint: { host: string; protocol: string };
    }) => JdService;
  };
  export default JDCloud;
}

declare module 'jdcloud-sdk-js/src/services/vm.js' {}

declare module 'jdcloud-sdk-js/src/lib/signers/v2.js' {
  import type JDCloud from 'jdcloud-sdk-js/src/lib/node_loader.js';
  type JdRequest = InstanceType<(typeof JDCloud)['JCRequest']>;
  export default class SignerV2 {
    constructor(request: JdRequest, serviceName: string);
    request: JdRequest;
    addAuthorization(
      credentials: { accessKeyId: string; secretAccessKey: string },
      date: Date,
    ): void;
    addHeaders(
      credentials: { accessKeyId: string; secretAccessKey: string },
      datetime: string,
    ): void;
  }
}
