import type { Price } from '@ecloud/contract';

/** A price with no discount: one base part, list and final the same. */
export const flatPrice = (fen: number): Price => ({
  unitFen: fen,
  unitParts: [{ label: 'Base price', amountFen: fen }],
  listFen: fen,
  finalFen: fen,
  lines: [
    { kind: 'list', label: 'List price', amountFen: fen },
    { kind: 'final', label: 'Final price', amountFen: fen },
  ],
});
