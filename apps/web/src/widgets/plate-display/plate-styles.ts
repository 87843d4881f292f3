import type { CSSProperties } from 'react';

/** The look of real Chinese plates, by PLATE_COLOR code. */
export const PLATE_STYLES: Record<string, CSSProperties> = {
  1: { background: '#0b4fb3', color: '#ffffff', borderColor: '#ffffff', boxShadow: '0 0 0 1px #0b4fb3' },
  2: { background: '#f6c500', color: '#141414', borderColor: '#141414', boxShadow: '0 0 0 1px #f6c500' },
  3: { background: '#ffffff', color: '#141414', borderColor: '#141414', boxShadow: '0 0 0 1px #d9d9d9' },
  4: { background: '#141414', color: '#ffffff', borderColor: '#ffffff', boxShadow: '0 0 0 1px #141414' },
  // New-energy plates fade from white at the top to green at the bottom.
  5: {
    background: 'linear-gradient(180deg, #f6fff6 0%, #9be29b 55%, #2fb457 100%)',
    color: '#141414',
    borderColor: '#2fb457',
  },
};

/** An unknown colour or none at all: a plain outlined plate. */
export const NEUTRAL_PLATE_STYLE: CSSProperties = {
  background: '#fafafa',
  color: 'rgba(0, 0, 0, 0.88)',
  borderColor: '#d9d9d9',
};

export const PLATE_BASE_STYLE: CSSProperties = {
  display: 'inline-block',
  padding: '0 6px',
  border: '1px solid',
  borderRadius: 3,
  fontFamily: '"DIN Alternate", "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif',
  fontWeight: 600,
  letterSpacing: 1,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
};

/** Present for screen readers, invisible on screen. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
