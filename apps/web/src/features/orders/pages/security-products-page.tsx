import { ProductCatalogue } from '../components/product-catalogue.tsx';

/** v2-1, /addedService/product: the security products. */
export default function SecurityProductsPage() {
  return <ProductCatalogue category="security" />;
}
