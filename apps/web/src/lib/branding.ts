import { create } from 'zustand';
import {
  applyDocumentBranding,
  fetchSummary,
  storedSummary,
  takeHandedOverSummary,
  type DomainSummary,
} from './domain-summary';

interface BrandingState {
  status: 'loading' | 'ready' | 'failed' | 'missing';
  summary: DomainSummary;
}

/** The console's view of the domain summary: React components re-render when it arrives. */
export const useBranding = create<BrandingState>(() => ({
  status: 'loading',
  summary: storedSummary(),
}));

/** The summary the sign-in page just fetched (domain-summary.ts, handOverSummary), else the server's. */
export async function loadBranding(domain = location.hostname): Promise<void> {
  const summary = takeHandedOverSummary(domain) ?? (await fetchSummary(domain));
  if (!summary) {
    useBranding.setState({ summary: { metadata: {} }, status: 'failed' });
    return;
  }
  useBranding.setState({ summary, status: summary.app_id ? 'ready' : 'missing' });
  applyDocumentBranding(summary);
}
