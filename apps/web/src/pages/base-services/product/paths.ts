export const PRODUCT_PATHS = {
  list: '/base/services/product/list',
  create: '/base/services/product/create',
  edit: '/base/services/product/edit',
} as const;
