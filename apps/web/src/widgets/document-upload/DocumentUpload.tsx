import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_LIMIT_BYTES, DOCUMENT_TYPES, UPLOAD_MAX_FILES } from '@console/core';
import { Button, Modal, Progress, Typography } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { displayError } from '../../lib/error-display';
import { useControlledValue } from '../controlled-value';
import { HiddenFileInput, type UploadNamespace } from '../oss-upload';
import { DOCUMENT_MESSAGES, documentProblem, formatMegabytes, type DocumentFile } from './document-checks';
import { useDocumentUpload } from './use-document-upload';

export interface DocumentUploadProps {
  /** Uploaded files as `{ name, link }` (antd Form value). */
  value?: DocumentFile[];
  onChange?: (files: DocumentFile[]) => void;
  namespace?: UploadNamespace;
  /** At most this many files (default 1); with one, a new file replaces the old after confirmation. */
  maxCount?: number;
  /** Per-file limit in bytes (default 20,000,000). */
  maxBytes?: number;
  /** Accepted extensions without the dot (default DOCUMENT_TYPES). */
  types?: readonly string[];
  disabled?: boolean;
}

const NO_FILES: DocumentFile[] = [];
const ROW = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 28 } as const;

/** Document attachments uploaded in two steps (spec 01 sections 4 and 5). */
export function DocumentUpload({
  value,
  onChange,
  namespace = 'default',
  maxCount = UPLOAD_MAX_FILES,
  maxBytes = DOCUMENT_LIMIT_BYTES,
  types = DOCUMENT_TYPES,
  disabled = false,
}: DocumentUploadProps) {
  const [current, setCurrent] = useControlledValue(value, onChange && ((next) => onChange(next ?? [])));
  const files = current ?? NO_FILES;
  const [modal, modalHolder] = Modal.useModal();
  const input = useRef<HTMLInputElement>(null);
  const { pending, active, upload, dismiss, remove, clear } = useDocumentUpload(files, setCurrent, namespace);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // so picking the same file again still fires a change
    if (chosen.length === 0) return;
    const replacing = maxCount === 1 && chosen.length === 1 && files.length === 1 && active === 0;
    if (!replacing && files.length + active + chosen.length > maxCount) {
      displayError(DOCUMENT_MESSAGES.tooMany(maxCount), { warning: true });
      return;
    }
    const accepted = chosen.filter((file) => {
      const problem = documentProblem(file, types, maxBytes);
      if (problem) displayError(`${file.name}：${problem}`, { warning: true });
      return !problem;
    });
    if (accepted.length === 0) return;
    if (replacing) {
      if (!(await modal.confirm({ title: '确定覆盖已上传的文件吗？' }))) return;
      clear();
    }
    accepted.forEach((file) => void upload(file));
  }

  async function confirmRemove(doc: DocumentFile) {
    if (await modal.confirm({ title: '确定删除该文件吗？', content: doc.name })) remove(doc);
  }

  return (
    <div>
      {modalHolder}
      <HiddenFileInput
        ref={input}
        multiple={maxCount > 1}
        accept={types.map((ext) => `.${ext}`).join(',')}
        aria-label="选择文件"
        disabled={disabled}
        onChange={(event) => void picked(event)}
      />
      <Button icon={<UploadOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        上传文件
      </Button>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
        支持 {types.join('、')}；单个文件不超过 {formatMegabytes(maxBytes)}MB，最多 {maxCount} 个
      </Typography.Paragraph>
      <ul aria-label="已上传文件" style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {files.map((doc) => (
          <li key={doc.link} style={ROW}>
            <PaperClipOutlined />
            <a href={doc.link} target="_blank" rel="noreferrer">
              {doc.name}
            </a>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除 ${doc.name}`}
              disabled={disabled}
              onClick={() => void confirmRemove(doc)}
            />
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.uid} style={ROW}>
            <PaperClipOutlined />
            <span>{item.name}</span>
            {item.phase === 'failure' ? (
              <>
                <Typography.Text type="danger">未上传</Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`移除 ${item.name}`}
                  onClick={() => dismiss(item.uid)}
                />
              </>
            ) : (
              <Progress percent={item.percent} size="small" style={{ width: 120, margin: 0 }} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
