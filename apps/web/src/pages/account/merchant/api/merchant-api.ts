import type {
  ListPayload,
  MerchantKindOption,
  merchantResource,
  OwnProductRow,
  ProductGrantRow,
  RowOf,
  WalletSummary,
} from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/request';
import { isNotFound } from '../../../../resources';

/** Query keys start with the engine resource's key, so its mutations refresh these too. */
export const merchantKeys = {
  grants: (id: number) => ['account/merchant', 'grants', id] as const,
  own: ['account/info', 'detail'] as const,
  wallet: ['account/wallet/transaction', 'summary'] as const,
  ownProducts: ['account/info', 'products'] as const,
};

export function useProductGrants(id: number | undefined) {
  return useQuery({
    queryKey: merchantKeys.grants(id ?? 0),
    enabled: id !== undefined,
    queryFn: async ({ signal }) =>
      (
        await api.get<ListPayload<ProductGrantRow>>(
          'account/merchant/product/list',
          { id },
          { signal, silent: isNotFound },
        )
      ).payload?.row ?? [],
  });
}

export async function saveProductGrants(id: number, products: string[]): Promise<void> {
  await api.put('account/merchant/grant', { id, products });
}

export function useOwnMerchant() {
  return useQuery({
    queryKey: merchantKeys.own,
    queryFn: async ({ signal }) =>
      // The caller's own tenant, as the merchant definition reads it.
      (await api.get<RowOf<typeof merchantResource>>('account/info/detail', undefined, { signal })).payload ??
      null,
  });
}

export async function saveOwnMerchant(body: Record<string, unknown>): Promise<void> {
  await api.put('account/info/update', body);
}

export function useWalletSummary() {
  return useQuery({
    queryKey: merchantKeys.wallet,
    queryFn: async ({ signal }) =>
      (await api.get<WalletSummary>('account/wallet/summary', undefined, { signal })).payload ?? null,
  });
}

export function useOwnProducts() {
  return useQuery({
    queryKey: merchantKeys.ownProducts,
    queryFn: async ({ signal }) =>
      (await api.get<ListPayload<OwnProductRow>>('account/product/list', undefined, { signal })).payload
        ?.row ?? [],
  });
}

/**
 * The 商户类型 the caller may open under `parentId` (itself when absent), as the server decides
 * them: the 新建商户 form offers only these.
 */
export function useMerchantKindOptions(parentId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['account/merchant', 'kinds', parentId ?? 0],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<ListPayload<MerchantKindOption>>(
          'account/merchant/kinds',
          { parent_id: parentId },
          { signal },
        )
      ).payload?.row ?? [],
  });
}
