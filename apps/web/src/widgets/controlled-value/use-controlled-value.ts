import { useCallback, useState } from 'react';

/**
 * Value/onChange that works both inside an antd Form (controlled) and standalone. The local copy
 * follows every change of the prop, so a form reset reaches the widget, and a change the widget makes
 * shows at once even when the parent re-renders later (or never, when uncontrolled).
 */
export function useControlledValue<T>(
  value: T | undefined,
  onChange: ((next: T | undefined) => void) | undefined,
): [T | undefined, (next: T | undefined) => void] {
  const [inner, setInner] = useState<T | undefined>(value);
  const [seen, setSeen] = useState<T | undefined>(value);
  // Derived state (react.dev "adjusting state when a prop changes"): cheaper than an effect and never stale.
  if (value !== seen) {
    setSeen(value);
    setInner(value);
  }
  const set = useCallback(
    (next: T | undefined) => {
      setInner(next);
      onChange?.(next);
    },
    [onChange],
  );
  return [inner, set];
}
