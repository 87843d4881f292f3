import { paymentMerchantView, type ListPayload, type RowOf } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import type { DetailGroupSource } from '../../../resources';
import { resourceKeys } from '../../../resources/api/resource-requests';

export type PaymentMerchant = RowOf<typeof paymentMerchantView>;

/** Catalogue paths of the 支付商户 detail group (spec 02 §2.6). */
export const MERCHANT_PATHS = {
  payment: '/service/payment/merchant/detail/payment',
  settlementDetail: '/service/payment/merchant/detail/settlement/detail',
  transferDetail: '/service/payment/merchant/detail/transfer/detail',
} as const;

/**
 * The 支付商户 named by its 商户号 (the group's `merchant` query): the list's own row, so a merchant
 * the list would not show (outside the caller's scope, or with no channel application) is not found.
 */
function useMerchantByNo(merchantNo: string) {
  return useQuery({
    queryKey: [...resourceKeys.all(paymentMerchantView.key), 'by-no', merchantNo],
    enabled: merchantNo !== '',
    retry: false,
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<ListPayload<PaymentMerchant>>(
        `${paymentMerchantView.key}/list`,
        { merchant_no: merchantNo },
        { signal },
      );
      return payload?.row[0] ?? null;
    },
  });
}

/** The 支付商户 detail group (/service/payment/merchant/detail/*): its object is the merchant of `merchant`. */
export const PAYMENT_MERCHANT_GROUP: DetailGroupSource<PaymentMerchant> = {
  group: 'payment-merchant',
  useObject: useMerchantByNo,
};
