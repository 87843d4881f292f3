import { couponFaceInput, couponResource, formatCouponValue } from '@console/core';
import { ResourceFormPage, ResourceListPage } from '../../resources';
import { FaceValueField } from '../shared/coupon/FaceValueField';

const PATHS = {
  list: '/parking-coupon/coupon/list',
  create: '/parking-coupon/coupon/create',
  edit: '/parking-coupon/coupon/edit',
};

/** 面额 as its type reads (￥5.00, 2小时, 8.5折, 全免), not the stored number. */
const FACE_COLUMN = {
  face_value: {
    render: (value: number, row: { coupon_type: unknown }) => formatCouponValue(row.coupon_type, value),
  },
};

// The face input follows the chosen type; the server checks it with the same couponFaceProblem.
const FACE_FIELD = { face_value: () => <FaceValueField inputOf={couponFaceInput} /> };

/** /parking-coupon/coupon/list: the owner's coupons, with 编辑 and 停用/启用. */
export function CouponListPage() {
  return (
    <ResourceListPage
      resource={couponResource}
      addPath={PATHS.create}
      editPath={PATHS.edit}
      columnsOverride={FACE_COLUMN}
    />
  );
}

export function CouponCreatePage() {
  return (
    <ResourceFormPage
      resource={couponResource}
      mode="create"
      listPath={PATHS.list}
      renderField={FACE_FIELD}
    />
  );
}

export function CouponEditPage() {
  return (
    <ResourceFormPage resource={couponResource} mode="edit" listPath={PATHS.list} renderField={FACE_FIELD} />
  );
}
