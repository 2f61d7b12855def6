import { z } from 'zod';
import { SESSION, defineCall } from '../call.ts';
import { EXPORT_CODE, EXPORT_PATH, exportInput } from './schemas.ts';

export const exportCalls = {
  /** Answers with the file itself (CSV or XLSX); failures still come as the envelope. */
  exportFile: defineCall({
    method: 'POST',
    path: EXPORT_PATH,
    code: EXPORT_CODE,
    pathChosen: true,
    permission: SESSION,
    input: exportInput,
    output: z.unknown(),
    summary:
      'Export the filtered rows of a list call as CSV or XLSX (the target call’s permission applies)',
  }),
};
