/** Catalogue paths of the parking-network screens (spec 02 §2.9, §2.10). */
export const NETWORK_PATHS = {
  cityAdd: '/parking/city-list/add',
  cityEdit: '/parking/city-list/edit',
  cityParks: '/parking/city-list/park-list',
  softwareCreate: '/parking/software/create',
  softwareEdit: '/parking/software/edit',
  softwareDetail: '/parking/software/detail',
  customerInfo: '/parking/customer/detail/info',
  parkList: '/parking/apply/list',
} as const;
