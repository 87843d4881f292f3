import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderWidget, setUpWidgetSuite } from '../widget-testing';
import { searchSampleParks, SAMPLE_PARKS } from './sample-parks';
import { UploadMapGallery } from './UploadMapGallery';

setUpWidgetSuite();

describe('UploadMapGallery', () => {
  it('prints every field of the form on 提交, empty ones as null', async () => {
    installFakeServer({ 'GET /api/area/list': () => ({ row: [] }) });
    renderWidget(<UploadMapGallery />);
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    const result = await screen.findByLabelText('提交结果');
    await waitFor(() =>
      expect(JSON.parse(result.textContent ?? '')).toEqual({
        image: null,
        documents: null,
        location: null,
        park: null,
        area: null,
      }),
    );
  });

  it('offers 30 sample parks searchable by name', async () => {
    expect(SAMPLE_PARKS).toHaveLength(30);
    const found = await searchSampleParks('停车场', new AbortController().signal);
    expect(found.length).toBeGreaterThan(20);
    expect(await searchSampleParks('会展中心', new AbortController().signal)).toHaveLength(1);
  });
});
