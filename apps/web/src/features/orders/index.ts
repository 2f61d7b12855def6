export { CART_PATH, CartEntry, CartMenuLabel } from './components/cart-entry.tsx';
