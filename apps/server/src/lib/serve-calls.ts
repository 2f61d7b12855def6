import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import type { CallIn, CallOut } from './call-types.ts';
import type { AuthedContext } from './request-context.ts';
import { serve } from './serve-call.ts';

type Calls = typeof calls;
type Handlers = {
  [K in keyof Calls]?: (ctx: AuthedContext, input: CallIn<Calls[K]>) => Promise<CallOut<Calls[K]>>;
};

/**
 * Serves calls of the table by name, each with the service function that answers it (one that
 * takes the call's context and input as they come): a routes file as a list.
 */
export function serveCalls(app: FastifyInstance, handlers: Handlers): void {
  for (const [name, handler] of Object.entries(handlers)) {
    serve(app, calls[name as keyof Calls], handler as never);
  }
}
