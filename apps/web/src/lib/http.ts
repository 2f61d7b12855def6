import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@ecloud/contract';

/**
 * A request as the transport sees it. The fields are named as axios named them: the web used
 * axios until its 56 KB (18 KiB brotli, a tenth of the sign-in page's budget) bought nothing
 * `fetch` does not do (docs/decisions.md, "Web performance"), and the tests' fake server reads
 * these fields.
 */
export interface HttpRequest {
  method: 'GET' | 'POST';
  /** The call's path, below `baseURL`. */
  url: string;
  baseURL: string;
  timeout: number;
  headers: Record<string, string>;
  /** GET: the input, sent as the query string (calls' GET inputs are flat). */
  params?: unknown;
  /** POST: the body, JSON already. */
  data?: string;
  /** `blob` for downloads; otherwise the reply is read as JSON (text if it is not JSON). */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** An HTTP failure (a status outside 2xx), with the reply: a server's envelope, usually. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly response: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type Adapter = (request: HttpRequest) => Promise<HttpResponse>;

/** The query string of a flat input; absent values are left out. */
export function queryString(params: unknown): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {}))
    if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

async function body(res: Response, type: HttpRequest['responseType']): Promise<unknown> {
  if (type === 'blob') return res.blob();
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

const fetchAdapter: Adapter = async (req) => {
  const res = await fetch(
    `${req.baseURL}${req.url}${req.method === 'GET' ? queryString(req.params) : ''}`,
    {
      method: req.method,
      headers: req.headers,
      body: req.method === 'GET' ? undefined : req.data,
      signal: AbortSignal.timeout(req.timeout),
    },
  );
  const response: HttpResponse = {
    data: await body(res, req.responseType),
    status: res.status,
    headers: Object.fromEntries(res.headers),
  };
  if (!res.ok) throw new HttpError(`Request failed with status code ${res.status}`, response);
  return response;
};

/** The app's HTTP client: the base path and time-out of spec section 7. */
export const http = {
  /** Replaceable in tests (the fake server of test/api.ts answers here). */
  defaults: { adapter: undefined as Adapter | undefined },
  async request<T>(req: Omit<HttpRequest, 'baseURL' | 'timeout'>): Promise<HttpResponse<T>> {
    const adapter = http.defaults.adapter ?? fetchAdapter;
    return (await adapter({
      baseURL: API_BASE_PATH,
      timeout: REQUEST_TIMEOUT_MS,
      ...req,
    })) as HttpResponse<T>;
  },
};

/** The reply's body of a failed request, if the failure had one (HTTP errors do; network ones do not). */
export const failedReply = (err: unknown): unknown =>
  typeof err === 'object' && err !== null && 'response' in err
    ? (err as { response?: { data?: unknown } }).response?.data
    : undefined;
