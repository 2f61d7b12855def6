import { ProductCatalogue } from '../components/product-catalogue.tsx';

/** v2-2, /addedService/bioengineering: the bio-gene services. */
export default function BioProductsPage() {
  return <ProductCatalogue category="bioGene" />;
}
