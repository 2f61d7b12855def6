export { CostHomeCard } from './components/cost-home-card.tsx';
export { ResourceCostPanel } from './components/resource-cost-panel.tsx';
export { AccountIngestsPanel } from './components/account-ingests-panel.tsx';
export { CurrentBillLink } from './components/current-bill-link.tsx';
