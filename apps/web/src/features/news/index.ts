export { NewsHomeCard } from './components/news-home-card.tsx';
