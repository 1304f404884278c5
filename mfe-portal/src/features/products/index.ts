export { ProductsScreen } from './components/products-screen.tsx';
