import { useEffect, useRef, useState } from 'react';
import { displayError } from '../../lib/error-display';
import { feedback } from '../../lib/feedback';
import { isUploadNamespace, UPLOAD_MESSAGES, uploadToOss, type UploadPhase } from '../oss-upload';
import type { ImageCompressor, ImageMeasurer } from './image-tools';
import { prepareImage } from './prepare-image';

export interface UseImageUploadOptions {
  link: string | undefined;
  setLink: (link: string | undefined) => void;
  namespace: string | undefined;
  maxWidth?: number;
  maxHeight?: number;
  compress: ImageCompressor;
  measure: ImageMeasurer;
  /** Asks before replacing an uploaded image; resolves false when the user declines. */
  confirmOverwrite: () => Promise<boolean>;
}

/** The image upload's state machine: idle, then hashing and uploading, then success or failure. */
export function useImageUpload(options: UseImageUploadOptions) {
  const [progress, setProgress] = useState<{ phase: UploadPhase; percent: number }>({
    phase: 'idle',
    percent: 0,
  });
  const abort = useRef<AbortController | undefined>(undefined);
  // Leaving the page mid-upload must not set a link on a form that is gone.
  useEffect(() => () => abort.current?.abort(), []);

  async function upload(picked: File) {
    const { namespace, link, setLink } = options;
    if (!isUploadNamespace(namespace)) {
      displayError(UPLOAD_MESSAGES.namespaceMissing);
      return;
    }
    const prepared = await prepareImage(picked, options);
    if ('warning' in prepared) {
      displayError(prepared.warning, { warning: true });
      return;
    }
    // Checked after preparing, so a refused or uncompressible image never costs the current one.
    if (link) {
      if (!(await options.confirmOverwrite())) return;
      setLink(undefined);
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ phase: 'hashing', percent: 0 });
    try {
      const uploaded = await uploadToOss(prepared.file, {
        namespace,
        signal: controller.signal,
        onProgress: (next) => setProgress(next),
      });
      setProgress({ phase: 'success', percent: 100 });
      setLink(uploaded);
      void feedback().message.success(UPLOAD_MESSAGES.success);
    } catch (error) {
      if (controller.signal.aborted) return;
      setProgress({ phase: 'failure', percent: 0 });
      displayError(error);
    }
  }

  const reset = () => setProgress({ phase: 'idle', percent: 0 });
  const busy = progress.phase === 'hashing' || progress.phase === 'uploading';
  return { progress, busy, upload, reset };
}
