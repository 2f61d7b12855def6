import type { z } from 'zod';
import type { CallDef } from '@ecloud/contract';
import type { ServiceContext } from './request-context.ts';

/** What a service gets for a call: the input as the call's schema parsed it (defaults applied). */
export type CallIn<C extends CallDef> = z.output<C['input']>;
/** What a service answers for a call, before the envelope. */
export type CallOut<C extends CallDef> = z.output<C['output']>;
/**
 * A service that answers one call: `(ctx, input)` in, the call's answer out, the types taken
 * from the call table so a service and its call cannot drift apart.
 */
export type ServiceOf<C extends CallDef> = (
  ctx: ServiceContext,
  input: CallIn<C>,
) => Promise<CallOut<C>>;
