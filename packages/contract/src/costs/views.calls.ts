import { anyOf, defineCall, noInput } from '../call.ts';
import { affectedOutput, idOutput } from '../identity/schemas.ts';
import * as s from './views.schemas.ts';
import { z } from 'zod';

const ANALYSTS = anyOf('v4-3');

/** Saved views of the expense analysis (v4-3), each person's own. Every path is ours. */
export const costViewCalls = {
  costViewList: defineCall({
    method: 'GET',
    path: '/api/v1/costs/view/list',
    code: 'v4-3.4c',
    permission: ANALYSTS,
    input: noInput,
    output: z.array(s.costViewSchema),
    summary: 'The caller’s saved views of the expense analysis, by name',
    pathChosen: true,
  }),
  costViewSave: defineCall({
    method: 'POST',
    path: '/api/v1/costs/view/save',
    code: 'v4-3.5c',
    permission: ANALYSTS,
    input: s.costViewSaveInput,
    output: idOutput,
    summary: 'Save the analysis settings under a name (the same name replaces its view)',
    pathChosen: true,
  }),
  costViewDelete: defineCall({
    method: 'POST',
    path: '/api/v1/costs/view/delete',
    code: 'v4-3.6c',
    permission: ANALYSTS,
    input: s.costViewIdInput,
    output: affectedOutput,
    summary: 'Delete one of the caller’s saved views',
    pathChosen: true,
  }),
};
