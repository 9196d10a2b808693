import type { MerchantStatus } from '@mall/contracts';

/**
 * The tag colour of each application status: antd's preset palettes, as the storefront's order tags (the
 * theme of @mall/ui makes their text readable on their tints; its status colours' tints are not, axe).
 */
export const statusColours: Record<MerchantStatus, string> = {
  draft: 'default',
  submitted: 'orange',
  approved: 'green',
  rejected: 'red',
};
