import { useEffect, useRef, useState } from 'react';
import { displayError } from '../../lib/error-display';
import { feedback } from '../../lib/feedback';
import { UPLOAD_MESSAGES, uploadToOss, type UploadNamespace, type UploadPhase } from '../oss-upload';
import type { DocumentFile } from './document-checks';

export interface PendingDocument {
  uid: number;
  name: string;
  phase: UploadPhase;
  percent: number;
}

/**
 * Uploads documents side by side. Each finished one is appended to the latest list (kept in a ref,
 * since several may finish before the parent re-renders); failures stay listed until removed.
 */
export function useDocumentUpload(
  files: DocumentFile[],
  setFiles: (next: DocumentFile[]) => void,
  namespace: UploadNamespace,
) {
  const [pending, setPending] = useState<PendingDocument[]>([]);
  const latest = useRef(files);
  const nextUid = useRef(0);
  const abort = useRef(new AbortController());
  useEffect(() => {
    latest.current = files;
  }, [files]);
  useEffect(() => {
    const controller = abort.current;
    return () => controller.abort();
  }, []);

  const patch = (uid: number, change: Partial<PendingDocument>) =>
    setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  const commit = (next: DocumentFile[]) => {
    latest.current = next;
    setFiles(next);
  };

  async function upload(file: File) {
    const uid = ++nextUid.current;
    setPending((list) => [...list, { uid, name: file.name, phase: 'hashing', percent: 0 }]);
    const { signal } = abort.current;
    try {
      const link = await uploadToOss(file, {
        namespace,
        kind: 'document',
        signal,
        onProgress: (progress) => patch(uid, progress),
      });
      setPending((list) => list.filter((item) => item.uid !== uid));
      commit([...latest.current, { name: file.name, link }]);
      void feedback().message.success(UPLOAD_MESSAGES.success);
    } catch (error) {
      if (signal.aborted) return;
      patch(uid, { phase: 'failure', percent: 0 });
      displayError(error);
    }
  }

  const dismiss = (uid: number) => setPending((list) => list.filter((item) => item.uid !== uid));
  const remove = (doc: DocumentFile) => commit(latest.current.filter((item) => item !== doc));
  const clear = () => commit([]);
  const active = pending.filter((item) => item.phase !== 'failure').length;
  return { pending, active, upload, dismiss, remove, clear };
}
