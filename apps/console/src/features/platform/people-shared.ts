import { type CentreKind, centreKindOf, platformPermissionCodes, type UserStatus } from '@mall/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api';

/** The registry's name of each platform code (its label's key: a code holds `:`, i18next's namespace mark). */
const codeNames = new Map<string, keyof typeof platformPermissionCodes>(
  (Object.entries(platformPermissionCodes) as [keyof typeof platformPermissionCodes, string][]).map(
    ([name, code]) => [code, name],
  ),
);

/** A platform code in the reader's language; an unknown code as it is. */
export function codeLabel(t: TFunction, code: string): string {
  const name = codeNames.get(code);
  return name ? t(`people.codes.${name}`) : code;
}

/** A centre's name in the reader's language (the centre's own label for an external one). */
export function centreLabel(t: TFunction, subsysCode: string, label = subsysCode): string {
  const kind: CentreKind | undefined = centreKindOf(subsysCode);
  return kind ? t(`people.centres.${kind}`) : label;
}

export const statusColours: Record<UserStatus, string> = { active: 'green', frozen: 'red' };

/** What a failed write says: the server's translated message, or the network's. */
export function errorText(t: TFunction, error: unknown): string {
  return isApiError(error) && error.message ? error.message : t('app.networkError');
}
