import { useEffect, type ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface PermissionProps {
  /** Must be an array (spec 01 section 5); any one held code shows the children. */
  codes: readonly string[];
  children: ReactNode;
  /** Rendered instead of the children when no code is held; nothing by default. */
  fallback?: ReactNode;
}

/**
 * The permission directive of spec 01 section 5 as a component: the children are removed unless one
 * of the codes is held. A value that is not an array is a programming error: it is reported to the
 * developer console and nothing is rendered, so a mistake never shows a guarded button.
 */
export function Permission({ codes, children, fallback = null }: PermissionProps) {
  const { can } = usePermission();
  const valid = Array.isArray(codes);
  useEffect(() => {
    if (!valid) {
      console.error(
        `<Permission> codes must be an array, e.g. codes={['user:user:list']}; got ${JSON.stringify(codes)}`,
      );
    }
  }, [valid, codes]);
  if (!valid) return null;
  return <>{can(codes) ? children : fallback}</>;
}
