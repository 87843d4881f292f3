export const RT_PATHS = {
  list: '/base/services/app/rt-list',
  create: '/base/services/app/rt-list/create',
  edit: '/base/services/app/rt-list/edit',
  metadata: '/base/services/app/metadata/list',
  metadataCreate: '/base/services/app/metadata/create',
  metadataEdit: '/base/services/app/metadata/edit',
} as const;
