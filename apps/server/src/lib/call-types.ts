import type { z } from 'zod';
import type { CallDef } from '@ecloud/contract';

/** What a service gets for a call: the input as the call's schema parsed it (defaults applied). */
export type CallIn<C extends CallDef> = z.output<C['input']>;
/** What a service answers for a call, before the envelope. */
export type CallOut<C extends CallDef> = z.output<C['output']>;
