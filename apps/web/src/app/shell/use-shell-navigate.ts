import { useContext, useMemo } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_NavigationContext as NavigationContext,
} from 'react-router';

export interface ShellNavigateOptions {
  replace?: boolean;
  /** Render the new page in this task rather than in a transition (a kept page shown again). */
  flushSync?: boolean;
}

/**
 * Navigation by absolute path for the shell's parts that stay on screen: the menus, the user menu,
 * the palette and the visited tabs. react-router's useNavigate reads the route context, a new object
 * on every navigation, so each part calling it re-rendered on every route change although the
 * function it hands back stays the same: the side menu re-rendered all its entries, and every kept
 * module's hidden sidebar did so again later. The router (or, in component tests under a plain
 * <MemoryRouter>, its history) is the same for the whole session.
 */
export function useShellNavigate(): (to: string, options?: ShellNavigateOptions) => void {
  const dataRouter = useContext(DataRouterContext);
  const { navigator } = useContext(NavigationContext);
  return useMemo(() => {
    if (dataRouter) {
      const { router } = dataRouter;
      return (to, options) => void router.navigate(to, options);
    }
    return (to, options) => (options?.replace ? navigator.replace(to) : navigator.push(to));
  }, [dataRouter, navigator]);
}
