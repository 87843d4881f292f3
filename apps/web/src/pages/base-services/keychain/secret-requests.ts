import { openapiAppResource, operationPath } from '@console/core';
import { api } from '../../../lib/request';

export interface AppSecret {
  app_key: string;
  app_secret: string;
}

/** 重置密钥: a new secret, answered this once; the old one stops working at once. */
export async function resetSecret(id: number): Promise<AppSecret> {
  const { payload } = await api.put<AppSecret>(
    operationPath(openapiAppResource, { action: 'reset-secret' }).path,
    {
      id,
    },
  );
  return payload!;
}
