import { afterEach, beforeEach, expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Adapter, HttpRequest, HttpResponse } from '../lib/http.ts';
import type { z } from 'zod';
import { CALL_LIST, ResultCode, type CallDef } from '@ecloud/contract';
import { http } from '../lib/request.ts';

type Output<C extends CallDef> = z.input<C['output']>;
type Input<C extends CallDef> = z.output<C['input']>;
/** A reply: the data itself, or made from the request's input. */
type Reply<C extends CallDef> = Output<C> | ((input: Input<C>) => Output<C> | Promise<Output<C>>);

interface Answer {
  reply?: Reply<CallDef>;
  failure?: { code: number; message: string };
}

/**
 * The fake server of the web tests. It sits below our request wrapper (the HTTP client's adapter), so the
 * wrapper, its envelope handling and every hook run as in the browser. A test registers an answer
 * per call of the call table; every request is checked against the call's input schema and every
 * answer against its output schema, and a mismatch (or a call with no answer) fails the test.
 */
export interface FakeApi {
  /** Answers every request of this call (until replaced). */
  answer<C extends CallDef>(call: C, reply: Reply<C>): void;
  /** Answers the next request of this call only; later ones fall back to `answer`. */
  answerOnce<C extends CallDef>(call: C, reply: Reply<C>): void;
  /** Fails requests of this call with the envelope's code and message. */
  fail(call: CallDef, message: string, code?: number, onlyOnce?: boolean): void;
  /** Every request as (call, input, the request itself): a spy tests can assert on. */
  requests: ReturnType<typeof vi.fn<(call: CallDef, input: unknown, config: unknown) => void>>;
  /** Waits until a request of this call with this input (or matcher) has been sent. */
  sent(call: CallDef, input: unknown): Promise<void>;
  /** Forgets answers and requests. */
  reset(): void;
}

const byRoute = new Map(CALL_LIST.map((c) => [`${c.method} ${c.path}`, c]));

const nameOf = (call: CallDef) => `${call.method} ${call.path}`;

function requestInput(call: CallDef, config: HttpRequest): unknown {
  if (call.method === 'GET') return config.params ?? {};
  return typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
}

const respond = (data: unknown): HttpResponse => ({
  data,
  status: 200,
  headers: {},
});

/** The fake server itself: its adapter, and what it found wrong so far. */
export function fakeServer(): FakeApi & { adapter: Adapter; problems: string[] } {
  const standing = new Map<CallDef, Answer>();
  const once = new Map<CallDef, Answer[]>();
  const problems: string[] = [];
  const requests = vi.fn<(call: CallDef, input: unknown, config: unknown) => void>();

  const adapter: Adapter = async (config) => {
    const call = byRoute.get(`${(config.method ?? 'get').toUpperCase()} ${config.url}`);
    if (!call) {
      problems.push(`a request to ${config.url} that is not in the call table`);
      return respond({ code: ResultCode.notFound, message: 'unknown call', data: null });
    }
    const input = requestInput(call, config);
    requests(call, input, config);
    const parsedInput = call.input.safeParse(input);
    if (!parsedInput.success)
      problems.push(`${nameOf(call)} sent input its schema refuses: ${parsedInput.error.message}`);
    const answer = once.get(call)?.shift() ?? standing.get(call);
    if (!answer) {
      problems.push(`${nameOf(call)} has no answer registered`);
      return respond({ code: ResultCode.serverError, message: 'no answer', data: null });
    }
    if (answer.failure)
      return respond({
        code: answer.failure.code,
        message: answer.failure.message,
        data: null,
      });
    const reply = answer.reply as Reply<CallDef>;
    const raw =
      typeof reply === 'function'
        ? await (reply as (i: unknown) => unknown)(parsedInput.success ? parsedInput.data : input)
        : reply;
    const checked = call.output.safeParse(raw);
    if (!checked.success)
      problems.push(
        `${nameOf(call)} answered what its output schema refuses: ${checked.error.message}`,
      );
    // As on the wire: JSON, not the objects the test holds.
    const data = raw === undefined ? null : (JSON.parse(JSON.stringify(raw)) as unknown);
    return respond({ code: ResultCode.ok, message: 'success', data });
  };

  const clear = () => {
    standing.clear();
    once.clear();
    requests.mockClear();
  };

  return {
    adapter,
    problems,
    answer: (call, reply) => void standing.set(call, { reply: reply as Reply<CallDef> }),
    answerOnce: (call, reply) =>
      void once.set(call, [...(once.get(call) ?? []), { reply: reply as Reply<CallDef> }]),
    fail: (call, message, code = ResultCode.serverError, onlyOnce = false) => {
      const failure = { failure: { code, message } };
      if (onlyOnce) once.set(call, [...(once.get(call) ?? []), failure]);
      else standing.set(call, failure);
    },
    requests,
    sent: (call, input) =>
      waitFor(() => expect(requests).toHaveBeenCalledWith(call, input, expect.anything())),
    reset: () => {
      clear();
      problems.length = 0;
    },
  };
}

/**
 * Installs the fake server for this test file. After each test its answers and requests are
 * cleared, and anything it found wrong fails that test.
 */
export function fakeApi(): FakeApi {
  const server = fakeServer();
  // Installed before each test, not once: files of a worker share one module graph (and so
  // one `http`), and the file running now must be the one answering.
  beforeEach(() => {
    http.defaults.adapter = server.adapter;
  });
  afterEach(() => {
    const found = server.problems.splice(0);
    server.reset();
    if (found.length) throw new Error(`The fake API found:\n- ${found.join('\n- ')}`);
  });
  return server;
}
