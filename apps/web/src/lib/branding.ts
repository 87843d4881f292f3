import { create } from 'zustand';
import { applyDocumentBranding, fetchSummary, storedSummary, type DomainSummary } from './domain-summary';

interface BrandingState {
  status: 'loading' | 'ready' | 'failed' | 'missing';
  summary: DomainSummary;
}

/** The console's view of the domain summary: React components re-render when it arrives. */
export const useBranding = create<BrandingState>(() => ({
  status: 'loading',
  summary: storedSummary(),
}));

export async function loadBranding(domain = location.hostname): Promise<void> {
  const summary = await fetchSummary(domain);
  if (!summary) {
    useBranding.setState({ summary: { metadata: {} }, status: 'failed' });
    return;
  }
  useBranding.setState({ summary, status: summary.app_id ? 'ready' : 'missing' });
  applyDocumentBranding(summary);
}
