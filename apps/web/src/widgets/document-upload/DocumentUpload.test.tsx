import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  findMessage,
  hasMessage,
  installFakeServer,
  jsonResponse,
  renderWidget,
  setUpWidgetSuite,
} from '../widget-testing';
import { DocumentUpload, type DocumentUploadProps } from './DocumentUpload';
import { formatMegabytes } from './document-checks';

setUpWidgetSuite();

const EXISTING = { name: '合同.pdf', link: '/api/storage/oss/file/contract.pdf' };

function uploadServer(status = 1001) {
  let n = 0;
  return installFakeServer({
    'GET /api/storage/oss/token': (call) => ({
      token: `t-${call.query.get('hash')}`,
      api_url: '/api/storage/oss/upload',
    }),
    'POST /api/storage/oss/upload': () => {
      const link = `/api/storage/oss/file/doc-${++n}.pdf`;
      return jsonResponse(200, { code: status, status, link, payload: { link } });
    },
  });
}

function setUp(props: Partial<DocumentUploadProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWidget(<DocumentUpload onChange={onChange} {...props} />);
  return { onChange, user, input: () => screen.getByLabelText<HTMLInputElement>('选择文件') };
}

const doc = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('DocumentUpload checks', () => {
  it('refuses more files than allowed', async () => {
    const server = uploadServer();
    const { user, input } = setUp({ maxCount: 2, value: [EXISTING] });
    await user.upload(input(), [doc('a.pdf'), doc('b.pdf')]);
    await findMessage('最多只能上传 2 个文件');
    expect(server.calls).toHaveLength(0);
  });

  it('refuses an unsupported type', async () => {
    const server = uploadServer();
    const { user, input } = setUp();
    await user.upload(input(), doc('setup.exe'));
    await findMessage('不支持的文件类型');
    expect(server.calls).toHaveLength(0);
  });

  it('refuses a file over the limit, naming the limit in MB', async () => {
    const server = uploadServer();
    const { user, input } = setUp({ maxBytes: 1_000 });
    await user.upload(input(), doc('big.pdf', 1_001));
    await findMessage('文件大小不能超过 0MB');
    expect(server.calls).toHaveLength(0);
  });

  it('formats the default limit as 20MB', () => {
    expect(formatMegabytes(20_000_000)).toBe('20');
    expect(formatMegabytes(5_242_880)).toBe('5.24');
  });

  it('uploads the valid files of a batch and warns about the others', async () => {
    uploadServer();
    const { user, input, onChange } = setUp({ maxCount: 3 });
    await user.upload(input(), [doc('a.pdf'), doc('b.mp4'), doc('c.xlsx')]);
    await findMessage('b.mp4：不支持的文件类型');
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toHaveLength(2));
    expect(onChange.mock.lastCall?.[0].map((f: { name: string }) => f.name).sort()).toEqual([
      'a.pdf',
      'c.xlsx',
    ]);
  });
});

describe('DocumentUpload upload', () => {
  it('uploads in two steps and lists the file by name and link', async () => {
    const server = uploadServer();
    const { user, input, onChange } = setUp();
    await user.upload(input(), doc('报价单.xlsx'));

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        { name: '报价单.xlsx', link: '/api/storage/oss/file/doc-1.pdf' },
      ]),
    );
    const token = server.callsTo('GET', '/api/storage/oss/token')[0]!.query;
    expect(token.get('namespace')).toBe('default');
    expect(token.get('ext')).toBe('xlsx');
    // The document limit applies to everything this widget sends, images included.
    expect(token.get('kind')).toBe('document');
    expect(token.get('hash')).toMatch(/^[0-9a-f]{64}$/);
    const form = server.callsTo('POST', '/api/storage/oss/upload')[0]!.body as FormData;
    expect(form.get('token')).toBe(`t-${token.get('hash')}`);
    const list = screen.getByRole('list', { name: '已上传文件' });
    expect((await within(list).findByRole('link', { name: '报价单.xlsx' })).getAttribute('href')).toBe(
      '/api/storage/oss/file/doc-1.pdf',
    );
  });

  it('shows 上传失败 and keeps the file listed as not uploaded', async () => {
    uploadServer(1500);
    const { user, input, onChange } = setUp();
    await user.upload(input(), doc('a.pdf'));
    await findMessage('上传失败');
    expect(await screen.findByText('未上传')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '移除 a.pdf' }));
    expect(screen.queryByText('未上传')).toBeNull();
  });

  it('asks before replacing the one uploaded file', async () => {
    uploadServer();
    const { user, input, onChange } = setUp({ value: [EXISTING] });
    await user.upload(input(), doc('新合同.pdf'));
    await screen.findByRole('dialog', { name: '确定覆盖已上传的文件吗？' });
    expect(hasMessage('最多只能上传')).toBe(false);
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        { name: '新合同.pdf', link: '/api/storage/oss/file/doc-1.pdf' },
      ]),
    );
    expect(onChange.mock.calls[0]).toEqual([[]]);
  });

  it('asks before removing an uploaded file', async () => {
    const { user, onChange } = setUp({ value: [EXISTING] });
    await user.click(screen.getByRole('button', { name: '删除 合同.pdf' }));
    await screen.findByRole('dialog', { name: '确定删除该文件吗？' });
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([]));
  });
});
