import { galleryLimits } from '@mall/contracts';

export interface UploadRules {
  /** Allowed name endings, lower case with the dot (".png"). */
  types: string[];
  /** The list as the buyer reads it: ".gif, .jpg, .jpeg, .png". */
  typesText: string;
  maxMb: number;
}

/**
 * FILE_IMAGE_TYPE and FILE_IMAGE_MAX_SIZE as the server reads them (defaults .gif,.jpg,.jpeg,.png and
 * 10 MB, size capped at the ceiling the request body allows).
 */
export function uploadRulesOf(types: string | undefined, maxSize: string | undefined): UploadRules {
  const list = (types?.trim() || galleryLimits.defaultTypes)
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean)
    .map((type) => (type.startsWith('.') ? type : `.${type}`));
  const mb = Number.parseFloat(maxSize ?? '');
  return {
    types: list,
    typesText: list.join(', '),
    maxMb: Number.isFinite(mb) && mb > 0 ? Math.min(mb, galleryLimits.ceilingMb) : galleryLimits.defaultMaxMb,
  };
}

export type UploadProblem = { key: 'upload.typeInvalid' | 'upload.tooLarge'; name: string };

/**
 * The browser's quick check by name ending and size, so an obvious mistake is told at once. The server
 * decides by the bytes: a renamed text file passes here and is refused there.
 */
export function checkUpload(file: { name: string; size: number }, rules: UploadRules): UploadProblem | null {
  const name = file.name.toLowerCase();
  if (!rules.types.some((type) => name.endsWith(type))) return { key: 'upload.typeInvalid', name: file.name };
  if (file.size > rules.maxMb * 1024 * 1024) return { key: 'upload.tooLarge', name: file.name };
  return null;
}

export type SizeUnits = Record<'B' | 'KB' | 'MB' | 'GB', string>;

const latinUnits: SizeUnits = { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB' };

/** "1.2 MB", "35 KB", "812 B", with the page language's unit names (Russian "1.2 МБ"). */
export function formatSize(bytes: number, units: SizeUnits = latinUnits): string {
  // One decimal at most, none when it is 0 (a quota of 500 MB, not "500.0 MB").
  if (bytes >= 1024 * 1024 * 1024) return `${Number((bytes / 1024 / 1024 / 1024).toFixed(1))} ${units.GB}`;
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} ${units.MB}`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} ${units.KB}`;
  return `${bytes} ${units.B}`;
}
