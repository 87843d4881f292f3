import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  findMessage,
  installFakeServer,
  jsonResponse,
  renderWidget,
  setUpWidgetSuite,
  type FakeRequest,
} from '../widget-testing';
import type { ImageUploadProps } from './ImageUpload';
import { ImageUpload } from './ImageUpload';
import { fitWithin } from './image-tools';
import { matchesAspect } from './prepare-image';

setUpWidgetSuite();

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const LINK = `/api/storage/oss/file/${ABC_SHA256}.png`;
const OLD_LINK = '/api/storage/oss/file/old.png';

function uploadServer(reply: unknown = { code: 1001, status: 1001, link: LINK, payload: { link: LINK } }) {
  return installFakeServer({
    'GET /api/storage/oss/token': () => ({ token: 'upload-token', api_url: '/api/storage/oss/upload' }),
    'POST /api/storage/oss/upload': () => jsonResponse(200, reply),
  });
}

function setUp(props: Partial<ImageUploadProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWidget(<ImageUpload namespace="default" onChange={onChange} {...props} />);
  const input = () => screen.getByLabelText<HTMLInputElement>('选择图片');
  return { onChange, user, input };
}

const png = (content: BlobPart = 'abc', name = 'photo.png') =>
  new File([content], name, { type: 'image/png' });
const large = () => png(new Uint8Array(1_048_577), 'large.png');

describe('ImageUpload checks', () => {
  it('refuses formats other than jpg, jpeg and png', async () => {
    const server = uploadServer();
    const { user, input } = setUp();
    await user.upload(input(), new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    await findMessage('请上传符合格式要求的图片');
    expect(server.calls).toHaveLength(0);
  });

  it('refuses to upload without a namespace', async () => {
    const server = uploadServer();
    const { user, input } = setUp({ namespace: undefined });
    await user.upload(input(), png());
    await findMessage('图片上传空间不存在');
    expect(server.calls).toHaveLength(0);
  });

  it('refuses an image whose ratio is not maxWidth:maxHeight', async () => {
    const server = uploadServer();
    const measure = vi.fn(async () => ({ width: 800, height: 600 }));
    const { user, input } = setUp({ maxWidth: 1920, maxHeight: 1080, measure });
    await user.upload(input(), png());
    await findMessage('上传图片尺寸不符合要求');
    expect(server.calls).toHaveLength(0);
  });

  it('compresses an image over 1 MiB and uploads the compressed JPEG', async () => {
    const server = uploadServer();
    const compress = vi.fn(async () => new Blob(['abc'], { type: 'image/jpeg' }));
    const { user, input, onChange } = setUp({ compress });
    await user.upload(input(), large());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(LINK));
    expect(compress).toHaveBeenCalledWith(expect.any(File), { maxPx: 1920, quality: 0.8 });
    const token = server.callsTo('GET', '/api/storage/oss/token')[0]!.query;
    expect(token.get('hash')).toBe(ABC_SHA256);
    expect(token.get('ext')).toBe('jpg');
    const sent = (server.callsTo('POST', '/api/storage/oss/upload')[0]!.body as FormData).get('file') as File;
    expect(sent.name).toBe('large.jpg');
  });

  it('does not compress an image within the limit', async () => {
    uploadServer();
    const compress = vi.fn();
    const { user, input, onChange } = setUp({ compress });
    await user.upload(input(), png());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(LINK));
    expect(compress).not.toHaveBeenCalled();
  });

  it('warns when the compressed image is still over the limit', async () => {
    const server = uploadServer();
    const compress = vi.fn(async () => new Blob([new Uint8Array(1_048_577)], { type: 'image/jpeg' }));
    const { user, input } = setUp({ compress });
    await user.upload(input(), large());
    await findMessage('图片压缩后仍超过大小限制，请使用工具压缩后再上传');
    expect(server.calls).toHaveLength(0);
  });

  it('warns when compression fails', async () => {
    const server = uploadServer();
    const compress = vi.fn(async () => Promise.reject(new Error('no canvas')));
    const { user, input } = setUp({ compress });
    await user.upload(input(), large());
    await findMessage('图片压缩失败，请重试');
    expect(server.calls).toHaveLength(0);
  });
});

describe('ImageUpload upload', () => {
  it('hashes, asks for a token, posts multipart with the token and file, and sets the link', async () => {
    const server = uploadServer();
    const { user, input, onChange } = setUp();
    await user.upload(input(), png());

    await findMessage('上传成功');
    expect(onChange).toHaveBeenLastCalledWith(LINK);
    expect(screen.getByRole<HTMLImageElement>('img', { name: '已上传的图片' }).getAttribute('src')).toBe(
      LINK,
    );

    const token = server.callsTo('GET', '/api/storage/oss/token')[0]!;
    expect(Object.fromEntries(token.query)).toEqual({ namespace: 'default', hash: ABC_SHA256, ext: 'png' });
    const post: FakeRequest = server.callsTo('POST', '/api/storage/oss/upload')[0]!;
    expect(post.headers.get('authorization')).toBe('Bearer abc');
    const form = post.body as FormData;
    expect(form.get('token')).toBe('upload-token');
    expect(await (form.get('file') as File).text()).toBe('abc');
  });

  it('shows 获取token失败 when the token request fails', async () => {
    const server = installFakeServer({
      'GET /api/storage/oss/token': () =>
        jsonResponse(500, { code: 5000, message: '服务器内部错误', seqno: 's1' }),
    });
    const { user, input, onChange } = setUp();
    await user.upload(input(), png());
    await findMessage('获取token失败');
    expect(server.callsTo('POST', '/api/storage/oss/upload')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows 上传失败 when the upload status is not 1001', async () => {
    uploadServer({ code: 1400, status: 1400, message: '文件校验失败' });
    const { user, input, onChange } = setUp();
    await user.upload(input(), png());
    await findMessage('上传失败');
    expect(screen.getByText('图片未上传，请重新选择')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ImageUpload with an uploaded image', () => {
  it('asks before overwriting, clears the old link on confirm, then uploads', async () => {
    const server = uploadServer();
    const { user, input, onChange } = setUp({ value: OLD_LINK });
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: /重新上传/ }));
    await user.upload(input(), png());

    await screen.findByRole('dialog', { name: '确定覆盖已上传的图片吗？' });
    expect(server.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确 定' }));

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(LINK));
    expect(onChange.mock.calls).toEqual([[undefined], [LINK]]);
  });

  it('keeps the image when the overwrite is cancelled', async () => {
    const server = uploadServer();
    const { user, input, onChange } = setUp({ value: OLD_LINK });
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: /重新上传/ }));
    await user.upload(input(), png());
    await user.click(await screen.findByRole('button', { name: '取 消' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(0);
  });

  it('asks before removing the image', async () => {
    const { user, onChange } = setUp({ value: OLD_LINK });
    await user.click(screen.getByRole('button', { name: /删除/ }));
    await screen.findByRole('dialog', { name: '确定删除已上传的图片吗？' });
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
    expect(screen.queryByRole('img', { name: '已上传的图片' })).toBeNull();
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
  });

  it('locks the file input while an image is shown and unlocks it for 500 ms on 重新上传', () => {
    vi.useFakeTimers();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const { input } = setUp({ value: OLD_LINK });
    expect(input().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /重新上传/ }));
    expect(input().disabled).toBe(false);
    expect(click).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(499));
    expect(input().disabled).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(input().disabled).toBe(true);
  });

  it('leaves the input enabled when there is no image', () => {
    const { input } = setUp();
    expect(input().disabled).toBe(false);
  });
});

describe('image sizing rules', () => {
  it('scales down to 1920 px on the longer side, keeping the ratio, and never up', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin({ width: 1080, height: 2400 }, 1920)).toEqual({ width: 864, height: 1920 });
    expect(fitWithin({ width: 800, height: 600 }, 1920)).toEqual({ width: 800, height: 600 });
  });

  it('compares the aspect ratio exactly', () => {
    expect(matchesAspect({ width: 1920, height: 1080 }, 16, 9)).toBe(true);
    expect(matchesAspect({ width: 1921, height: 1080 }, 16, 9)).toBe(false);
  });
});
