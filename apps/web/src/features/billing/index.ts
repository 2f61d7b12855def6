export { BalanceHomeCard } from './components/home/balance-home-card.tsx';
export { SpendHomeCard } from './components/home/spend-home-card.tsx';
export { ReviewsHomeCard } from './components/home/reviews-home-card.tsx';
export { holdsAuditCode } from './lib/codes.ts';
