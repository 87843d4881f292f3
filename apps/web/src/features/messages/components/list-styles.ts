import type { CSSProperties } from 'react';

/** A plain list: role list is set explicitly because list-style none drops it in some screen readers. */
export const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** A whole-row button that reads like text but keeps the browser's focus ring. */
export const rowButtonStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: '12px 4px',
  border: 'none',
  background: 'none',
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
};

export const singleLineStyle: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
