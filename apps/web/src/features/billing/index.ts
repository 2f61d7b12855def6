export { BalanceHomeCard } from './components/home/balance-home-card.tsx';
export { SpendHomeCard } from './components/home/spend-home-card.tsx';
export { ReviewsHomeCard } from './components/home/reviews-home-card.tsx';
export { holdsAuditCode } from './lib/codes.ts';
export { RangeFilter } from './components/range-filter.tsx';
export { rangeInstants } from './lib/date-range.ts';
export { AmountField } from './components/amount-field.tsx';
export { fenToYuan, yuanToFen } from './lib/money.ts';
