/** Where the console serves its stored files: `${STORED_FILE_ROUTE}/<sha256>.<ext>` (two-step upload). */
export const STORED_FILE_ROUTE = '/api/storage/oss/file';

const LINK = /^\/api\/storage\/oss\/file\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

export const STORED_FILE_LINK_MESSAGE = '请上传文件：只接受本系统上传的文件链接';

/**
 * Image and file fields hold only links of the console's own file store, so a stored value can
 * never point the page at `javascript:`, `data:` or a foreign host (issue 12).
 */
export function isStoredFileLink(value: string): boolean {
  return LINK.test(value);
}
