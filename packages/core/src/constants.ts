/**
 * Business constants and limits of spec 01 section 9, shared by server and web so a limit is
 * enforced and explained with the same number on both sides.
 * The success codes live in api/codes.ts and the page sizes in api/envelope.ts.
 */
import { PAGE_SIZES } from './api/envelope.js';

// Requests and refresh
export const REQUEST_TIMEOUT_MS = 20_000;
/** Console dashboards and charts refresh on this period. */
export const REFRESH_INTERVAL_MS = 65_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A token expiring within this many seconds is refreshed; expiry comes from expire_in (seconds). */
export const TOKEN_REFRESH_WINDOW_S = 1200;

// Layout and navigation
export const MOBILE_BREAKPOINT = 768;
export const MESSAGE_PAGE_SIZE = 10;
export const ANNOUNCEMENTS_FETCHED = 10;
export const ANNOUNCEMENTS_SHOWN = 5;
export const MAX_CACHED_PAGES = 5;
export const MAX_VISITED_TABS = 2;
export const MAX_TOP_MENUS = 6;
export const PARK_SELECTOR_LIMIT = 20;
export const ERROR_LOG_LIMIT = 50;
export const SEARCH_FIELDS_BEFORE_FOLD = 2;
/** The same list as the API's PAGE_SIZES (api/envelope.ts), named for where the table uses it. */
export const TABLE_PAGE_SIZES = PAGE_SIZES;
export const DEFAULT_ROW_ACTIONS = 4;
export const SCROLL_RESTORE_DELAY_MS = 20;
export const COPY_NOTICE_MS = 1500;

// Uploads: one file per field unless a screen says otherwise
export const UPLOAD_MAX_FILES = 1;
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_LIMIT_BYTES = 1_048_576;
export const IMAGE_QUALITY = 0.8;
export const IMAGE_MAX_PX = 1920;
/** An uploaded image locks its field; the upload button unlocks it for this long. */
export const IMAGE_LOCK_RELEASE_MS = 500;
export const DOCUMENT_LIMIT_BYTES = 20_000_000;
export const DOCUMENT_TYPES = [
  'doc',
  'docx',
  'ppt',
  'pptx',
  'pps',
  'xls',
  'xlsx',
  'pot',
  'vsd',
  'rtf',
  'wps',
  'et',
  'dps',
  'pdf',
  'txt',
  'zip',
  'rar',
  'jar',
  'csv',
  'jpg',
  'png',
] as const;

// Batch import
export const IMPORT_LIMIT_BYTES = 5_242_880;
export const IMPORT_TYPES = ['csv', 'xls', 'xlsx'] as const;
export const IMPORT_CHARSETS = ['UTF-8', 'GBK'] as const;
export const DEFAULT_IMPORT_CHARSET: (typeof IMPORT_CHARSETS)[number] = 'UTF-8';

// Inputs
export const PARAM_TEXT_MAX = 50;
/** Price inputs store integer minor units (fen) and show value / PRICE_BASE with PRICE_PRECISION decimals. */
export const PRICE_BASE = 100;
export const PRICE_PRECISION = 2;
export const RANDOM_STRING_LENGTH = 32;

// Map picker: the spec only says "a Shenzhen location"; this is Shenzhen's civic centre.
export const MAP_DEFAULT_CENTER = { lat: 22.543096, lng: 114.057865 } as const;
export const MAP_DEFAULT_ZOOM = 17.2;
export const MAP_SUGGESTION_LIMIT = 10;
export const MAP_SEARCH_DEBOUNCE_MS = 1000;
/** Picked coordinates are rounded to this many decimals (about 0.1 m). */
export const MAP_COORD_DECIMALS = 6;
