export { CategoryList } from './CategoryList';
