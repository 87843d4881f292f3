import type { DomainSummary } from '@console/core';
import { readableColour } from './readable-colour';
import { api } from './request';

/**
 * The domain summary of spec 01 section 3: the branding of the site the user opened. Plain functions
 * without React or a store, so the plain sign-in page applies the same branding as the console.
 */
export type { DomainSummary };

export const DEFAULT_SITE_NAME = '商户管理平台';
const SUMMARY_KEY = 'appSummary';
const EMPTY: DomainSummary = { metadata: {} };

/** The summary saved by the last visit, applied at once while the fresh one loads. */
export function storedSummary(): DomainSummary {
  try {
    return (JSON.parse(localStorage.getItem(SUMMARY_KEY) || 'null') as DomainSummary | null) ?? EMPTY;
  } catch {
    return EMPTY;
  }
}

export function storeSummary(summary: DomainSummary): void {
  localStorage.setItem(SUMMARY_KEY, JSON.stringify(summary));
}

const HANDOVER_KEY = 'console:summary-handover';
/** How long the summary the sign-in page fetched stays good for the console it opens. */
export const SUMMARY_HANDOVER_MS = 5 * 60_000;

/**
 * The sign-in page fetched and saved this domain's summary; the console it leaves for would ask
 * again a moment later. A mark in this tab's session storage lets the console take the saved one
 * instead, once (takeHandedOverSummary); a console opened any other way asks the server as before.
 */
export function handOverSummary(domain = location.hostname, now = Date.now()): void {
  sessionStorage.setItem(HANDOVER_KEY, JSON.stringify({ domain, at: now }));
}

/** The saved summary, if the sign-in page of this tab fetched it for `domain` recently. Once. */
export function takeHandedOverSummary(
  domain = location.hostname,
  now = Date.now(),
): DomainSummary | undefined {
  const raw = sessionStorage.getItem(HANDOVER_KEY);
  if (!raw) return undefined;
  sessionStorage.removeItem(HANDOVER_KEY);
  try {
    const mark = JSON.parse(raw) as { domain?: string; at?: number };
    const fresh = typeof mark.at === 'number' && now - mark.at >= 0 && now - mark.at < SUMMARY_HANDOVER_MS;
    const summary = storedSummary();
    return fresh && mark.domain === domain && summary.app_id ? summary : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the server for this domain's summary. A failure is saved empty (spec 01 section 8), so
 * nothing stale is applied later, and answers undefined.
 */
export async function fetchSummary(domain = location.hostname): Promise<DomainSummary | undefined> {
  try {
    const { payload } = await api.get<DomainSummary>('merchant/app/rt/summary', { domain }, { silent: true });
    const summary = { ...payload, metadata: payload?.metadata ?? {} };
    storeSummary(summary);
    return summary;
  } catch {
    storeSummary(EMPTY);
    return undefined;
  }
}

/** A CSS colour the theme accepts; anything else falls back to antd's default blue. */
export function primaryColourOf(summary: DomainSummary): string | undefined {
  const colour = summary.metadata.STYLE_PRIMARY_COLOR?.trim();
  return colour && /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(colour) ? colour : undefined;
}

/** The primary colour as buttons and links paint it: the domain's hue, dark enough to read. */
export function themePrimaryOf(summary: DomainSummary): string {
  return readableColour(primaryColourOf(summary));
}

export function siteNameOf(summary: DomainSummary): string {
  return summary.metadata.TEXT_SITENAME || summary.name || DEFAULT_SITE_NAME;
}

// The page the console shows, kept here so a summary arriving later keeps it in the tab title.
let pageTitle: string | undefined;

/** The tab title: the page, then the site ("停车记录 - 商户管理平台"); the site alone without a page. */
export function documentTitleOf(summary: DomainSummary, page: string | undefined): string {
  return page ? `${page} - ${siteNameOf(summary)}` : siteNameOf(summary);
}

/** Names the shown page in the tab title; the shell calls it on every route change. */
export function setPageTitle(page: string | undefined, summary: DomainSummary = storedSummary()): void {
  pageTitle = page;
  document.title = documentTitleOf(summary, page);
}

/** Applies favicon and document title; the primary colour goes through the theme. */
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
  document.title = documentTitleOf(summary, pageTitle);
}
