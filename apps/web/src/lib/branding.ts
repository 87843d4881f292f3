import { create } from 'zustand';
import { api } from './request';

/** The domain summary of spec 01 section 3: the branding of the site the user opened. */
export interface DomainSummary {
  app_id?: string;
  name?: string;
  system?: string;
  metadata: {
    IMAGE_FAVICON?: string;
    STYLE_PRIMARY_COLOR?: string;
    IMAGE_MENU_LOGO?: string;
    TEXT_SITENAME?: string;
    STYLE_MENU_TITLE?: string;
    LINK_SUPPORT?: string;
  };
}

export const DEFAULT_SITE_NAME = '商户管理平台';
const SUMMARY_KEY = 'appSummary';

interface BrandingState {
  status: 'loading' | 'ready' | 'failed' | 'missing';
  summary: DomainSummary;
  setSummary(summary: DomainSummary): void;
  fail(): void;
}

function storedSummary(): DomainSummary {
  try {
    return (
      (JSON.parse(localStorage.getItem(SUMMARY_KEY) || 'null') as DomainSummary | null) ?? { metadata: {} }
    );
  } catch {
    return { metadata: {} };
  }
}

export const useBranding = create<BrandingState>((set) => ({
  status: 'loading',
  summary: storedSummary(),
  setSummary: (summary) => {
    localStorage.setItem(SUMMARY_KEY, JSON.stringify(summary));
    set({ summary, status: summary.app_id ? 'ready' : 'missing' });
  },
  // A failed summary is saved empty (spec 01 section 8), so nothing stale is applied later.
  fail: () => {
    localStorage.setItem(SUMMARY_KEY, JSON.stringify({ metadata: {} }));
    set({ summary: { metadata: {} }, status: 'failed' });
  },
}));

/** A CSS colour the theme accepts; anything else falls back to antd's default blue. */
export function primaryColourOf(summary: DomainSummary): string | undefined {
  const colour = summary.metadata.STYLE_PRIMARY_COLOR?.trim();
  return colour && /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(colour) ? colour : undefined;
}

export function siteNameOf(summary: DomainSummary): string {
  return summary.metadata.TEXT_SITENAME || summary.name || DEFAULT_SITE_NAME;
}

/** Applies favicon and document title; the primary colour goes through the antd theme. */
export function applyDocumentBranding(summary: DomainSummary): void {
  const favicon = summary.metadata.IMAGE_FAVICON;
  if (favicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }
  document.title = siteNameOf(summary);
}

export async function loadBranding(domain = location.hostname): Promise<void> {
  try {
    const { payload } = await api.get<DomainSummary>('merchant/app/rt/summary', { domain }, { silent: true });
    const summary = payload ?? { metadata: {} };
    useBranding.getState().setSummary({ ...summary, metadata: summary.metadata ?? {} });
    applyDocumentBranding(summary);
  } catch {
    useBranding.getState().fail();
  }
}
