// Only for modules/orders/buying.module.ts, until the buying module takes its product lookup from the catalog
// module's front door (issue 16, part A): delete this file when that lands.
export { ProductSearch } from './product-search.repository';
