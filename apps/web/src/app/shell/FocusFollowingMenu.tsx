import { Menu, type MenuProps, type MenuRef } from 'antd';
import { useEffect, useRef } from 'react';
import type * as Follower from './follow-highlight';

/** The follower, once loaded: fetched when the focus first enters a shell menu, before any key. */
let follower: typeof Follower | undefined;
const loadFollower = () => import('./follow-highlight').then((module) => (follower = module));

/**
 * antd's Menu whose focus keeps up with its highlight (follow-highlight.ts says why); the shell's
 * menus are all this one.
 */
export function FocusFollowingMenu({ onKeyDown, onFocus, ...props }: MenuProps) {
  const ref = useRef<MenuRef>(null);
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => stop.current?.(), []);
  const follow = (key: string, target: EventTarget, { followHighlight, MOVING_KEYS }: typeof Follower) => {
    if (!MOVING_KEYS.has(key)) return;
    stop.current?.();
    stop.current = followHighlight(() => ref.current?.menu?.list, key, target);
  };
  return (
    <Menu
      ref={ref}
      {...props}
      onFocus={(event) => {
        if (!follower) void loadFollower();
        onFocus?.(event);
      }}
      onKeyDown={(event) => {
        // Started in the key's own task, so its first look comes before the frame that may hide
        // the focused entry (Esc closing 更多's list).
        const { key, target } = event;
        if (follower) follow(key, target, follower);
        else void loadFollower().then((module) => follow(key, target, module));
        onKeyDown?.(event);
      }}
    />
  );
}
