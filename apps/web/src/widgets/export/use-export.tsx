import { ApiCode, type ApiEnvelope } from '@console/core';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { displayError } from '../../lib/error-display';

/** Where queued exports are followed (spec 01 section 2, shared routes). */
export const REPORT_CENTRE_PATH = '/account/report/list';

export type ExportRequest = () => Promise<ApiEnvelope<unknown>>;

// antd's Modal arrives with the first queued export, not with every list page that offers 导出.
const ExportQueuedDialog = lazy(() => import('./ExportQueuedDialog'));

/**
 * The export flow of spec 01 sections 4 and 8: 1001 means the task is queued, which is news rather
 * than an error, so a dialog offers the report centre; any other answer goes to the error display.
 * Failures the request helper rejects are already displayed by it, so they are not shown twice.
 */
export function useExport(): {
  run(request: ExportRequest): Promise<void>;
  exporting: boolean;
  dialog: ReactElement;
} {
  const [exporting, setExporting] = useState(false);
  const [queued, setQueued] = useState(false);
  const [everQueued, setEverQueued] = useState(false);

  const run = async (request: ExportRequest) => {
    setExporting(true);
    try {
      const answer = await request();
      if (answer.code === ApiCode.OK) {
        setQueued(true);
        setEverQueued(true);
      } else
        displayError({ code: answer.code, message: answer.message, hint: answer.hint, seqno: answer.seqno });
    } catch {
      // Shown by the request helper.
    } finally {
      setExporting(false);
    }
  };

  const close = () => setQueued(false);
  const goToReports = () => {
    window.open(REPORT_CENTRE_PATH, '_blank', 'noopener');
    close();
  };

  // Once shown it stays mounted, so closing plays the dialog's own close animation. Nothing shows
  // while its chunk loads: the dialog floats above the page and takes no room in it.
  const dialog = (
    <>
      {everQueued && (
        <Suspense fallback={null}>
          <ExportQueuedDialog open={queued} onClose={close} onGoToReports={goToReports} />
        </Suspense>
      )}
    </>
  );

  return { run, exporting, dialog };
}
