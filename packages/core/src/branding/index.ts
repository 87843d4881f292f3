export {
  BRANDING_METADATA,
  BRANDING_METADATA_KEYS,
  METADATA_KEY_PATTERN,
  METADATA_VALUE_MAX,
  metadataKeyDef,
  metadataProblem,
  type MetadataEditor,
  type MetadataKeyDef,
} from './app-metadata.js';
