import { chargeRecordResource, energyPaymentOrderResource } from '@console/core';
import { Link } from 'react-router';
import { ResourceDetailPage, ResourceListPage, useGroupLinks } from '../../resources';
import { StationGate } from './StationGate';

const PATHS = {
  paymentDetail: '/energy/order/payment/detail',
  recordDetail: '/energy/order/record/detail',
} as const;

/** /energy/station/detail/order/payment: this station's 支付订单. */
export function StationPaymentOrderPage() {
  const { href } = useGroupLinks();
  return (
    <StationGate>
      {(station) => (
        <ResourceListPage
          resource={energyPaymentOrderResource}
          fixedParams={{ station_id: station.id }}
          detailPath={href(PATHS.paymentDetail)}
        />
      )}
    </StationGate>
  );
}

/** /energy/station/detail/order/record: this station's 充电记录. */
export function StationRecordPage() {
  const { href } = useGroupLinks();
  return (
    <StationGate>
      {(station) => (
        <ResourceListPage
          resource={chargeRecordResource}
          fixedParams={{ station_id: station.id }}
          detailPath={href(PATHS.recordDetail)}
        />
      )}
    </StationGate>
  );
}

/** /energy/order/payment/detail: one order, its 充电记录编号 a link to the record. */
export function PaymentOrderDetailPage() {
  const { href } = useGroupLinks();
  return (
    <ResourceDetailPage
      resource={energyPaymentOrderResource}
      backPath={href('/energy/station/detail/order/payment')}
      renderers={{
        record_no: (value, row) =>
          value ? <Link to={href(PATHS.recordDetail, { id: row.record_id })}>{value}</Link> : '-',
      }}
    />
  );
}

/** /energy/order/record/detail: one session, its 支付订单号 a link to the order it became. */
export function RecordDetailPage() {
  const { href } = useGroupLinks();
  return (
    <ResourceDetailPage
      resource={chargeRecordResource}
      backPath={href('/energy/station/detail/order/record')}
      renderers={{
        order_no: (value, row) =>
          value && row.order_id ? (
            <Link to={href(PATHS.paymentDetail, { id: row.order_id })}>{value}</Link>
          ) : (
            '-'
          ),
      }}
    />
  );
}
