import type { FieldRenderers } from '../../../resources';
import { AreaCodeField } from '../../shared/area/AreaCodeField';

/** The park form's special controls: the area as a cascader rather than a typed code. */
export const PARK_FIELD_RENDERERS: FieldRenderers = {
  area_code: (spec) => <AreaCodeField disabled={spec.disabled} />,
};
