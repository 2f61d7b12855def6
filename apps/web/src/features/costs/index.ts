export { CostHomeCard } from './components/cost-home-card.tsx';
