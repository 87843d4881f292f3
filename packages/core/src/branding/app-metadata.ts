import { isStoredFileLink } from '../validators/stored-file-link.js';
import { isUrl } from '../validators/url.js';

/**
 * Runtime-app metadata (spec 01 §3, domain summary): the six branding keys the console applies,
 * each with the editor the admin screens offer and the check both sides run before saving.
 * Other keys may be stored as plain text; only these six reach the domain summary.
 */
export type MetadataEditor = 'image' | 'color' | 'text' | 'link' | 'style';

export interface MetadataKeyDef {
  key: string;
  label: string;
  editor: MetadataEditor;
  /** Shown under the editor. */
  help: string;
}

export const BRANDING_METADATA: readonly MetadataKeyDef[] = [
  { key: 'IMAGE_FAVICON', label: '浏览器图标', editor: 'image', help: '浏览器标签页上的小图标' },
  { key: 'STYLE_PRIMARY_COLOR', label: '主题色', editor: 'color', help: '按钮、链接与选中态的颜色' },
  { key: 'IMAGE_MENU_LOGO', label: '菜单 Logo', editor: 'image', help: '顶部左侧的 Logo' },
  { key: 'TEXT_SITENAME', label: '站点名称', editor: 'text', help: '顶部与浏览器标题显示的名称' },
  {
    key: 'STYLE_MENU_TITLE',
    label: '菜单标题样式',
    editor: 'style',
    help: 'CSS 声明，如 color:#ffffff;font-weight:600',
  },
  { key: 'LINK_SUPPORT', label: '客服链接', editor: 'link', help: 'http(s)、mailto 或 tel 链接' },
];

export const BRANDING_METADATA_KEYS: readonly string[] = BRANDING_METADATA.map((def) => def.key);

const BY_KEY: ReadonlyMap<string, MetadataKeyDef> = new Map(BRANDING_METADATA.map((def) => [def.key, def]));

export function metadataKeyDef(key: string): MetadataKeyDef | undefined {
  return BY_KEY.get(key);
}

export const METADATA_KEY_PATTERN = /^[A-Z][A-Z0-9_]{1,63}$/;
export const METADATA_VALUE_MAX = 60_000;

const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const DECLARATION = /^\s*[a-zA-Z-]+\s*:\s*[^;:]+\s*$/;

function isStyle(value: string): boolean {
  const parts = value.split(';').filter((part) => part.trim() !== '');
  return (
    parts.length > 0 &&
    parts.every((part) => DECLARATION.test(part)) &&
    !/url\(|expression|javascript:/i.test(value)
  );
}

/** The problem with a key and value, in Chinese, or null when both may be saved. */
export function metadataProblem(key: string, value: string): string | null {
  if (!METADATA_KEY_PATTERN.test(key)) return '键名为 2-64 位大写字母、数字或下划线，以字母开头';
  if (value.trim() === '') return '请输入值';
  if (value.length > METADATA_VALUE_MAX) return '值过长';
  switch (metadataKeyDef(key)?.editor) {
    case 'image':
      // Only the console's own uploads: never javascript:, data: or a foreign host (issue 12).
      return isStoredFileLink(value) ? null : '请上传图片：只接受本系统上传的图片链接';
    case 'color':
      return COLOR.test(value) ? null : '请输入正确的颜色，如 #1677ff';
    case 'link':
      return isUrl(value) ? null : '请输入正确的链接地址';
    case 'style':
      return isStyle(value) ? null : '请输入正确的 CSS 声明，如 color:#ffffff;font-weight:600';
    case 'text':
      return value.length <= 64 ? null : '站点名称不能超过 64 个字符';
    default:
      return null;
  }
}
