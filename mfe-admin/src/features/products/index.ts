export { ProductsSection } from './components/products-section.tsx';
