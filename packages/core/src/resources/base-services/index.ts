export { productResource } from './product.js';
