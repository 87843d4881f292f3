/**
 * The class on the shell's own overlays (the command palette, the module and user menus). They close
 * with the navigation they start, so an open one at a route change says nothing about the page being
 * left: KeepAliveOutlet hides that page by its attribute all the same (see hasOpenOverlay there).
 */
export const SHELL_OVERLAY = 'shell-overlay';
