/**
 * Spec section 6. authCodes is a comma-terminated string of codes, or contains 'all'.
 * We match a code only at a code boundary (start or after a comma), which agrees with the
 * spec's "code followed by a comma appears in the string" for every real code and cannot
 * be fooled by one code ending another (e.g. 'v3-1,' inside 'xv3-1,').
 */
export const ALL_CODE = 'all';
export const CHANNEL_CODE = 'channel';

/** What a channel partner's operator console is limited to (spec section 6). */
export const CHANNEL_MENU_CODES: readonly string[] = [
  'v1',
  'v3',
  'v3-3',
  'v3-15',
  'v3-16',
  'v5',
  'v6',
  'v7',
  'v7-1',
];
/** Channel-only screens that non-channel operators never see. */
export const CHANNEL_ONLY_CODES: readonly string[] = ['v3-3', 'v3-15'];
export const RECHARGE_CODE = 'v3-6';
export const CART_CODE = 'v3-5';

const codesOf = (authCodes: string): string[] =>
  authCodes
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * Held by name: the code itself is in the list. The platform's reviewing codes count only so,
 * never through 'all' (a tenant's administrator may not review their own requests).
 */
export const holdsByName = (authCodes: string | undefined | null, code: string): boolean =>
  !!authCodes && codesOf(authCodes).includes(code);

/** Codes of the platform's reviewing side start with this. */
export const REVIEW_CODE_PREFIX = 'audit';

export const hasAll = (authCodes: string | undefined | null): boolean =>
  !!authCodes && codesOf(authCodes).includes(ALL_CODE);

export const isChannel = (authCodes: string | undefined | null): boolean =>
  !!authCodes && authCodes.includes(CHANNEL_CODE);

/** The general rule: 'all' grants everything, otherwise the code must be held. */
export function hasPermission(authCodes: string | undefined | null, code: string): boolean {
  if (!authCodes) return false;
  if (hasAll(authCodes)) return true;
  return codesOf(authCodes).includes(code);
}

/** The action-button rule: as hasPermission, but the word 'channel' also grants everything. */
export function buttonAllowed(
  authCodes: string | undefined | null,
  code: string | undefined,
): boolean {
  if (!code) return true;
  if (isChannel(authCodes)) return true;
  return hasPermission(authCodes, code);
}

/**
 * What the server enforces. A channel partner holds 'channel', which the server reads as the
 * channel menu codes of section 6 (the button shortcut is a display rule, not a grant).
 */
export function effectiveAuthCodes(authCodes: string): string {
  if (hasAll(authCodes)) return ALL_CODE;
  if (isChannel(authCodes)) {
    const own = codesOf(authCodes).filter((c) => c !== CHANNEL_CODE);
    return [...new Set([...CHANNEL_MENU_CODES, ...own])].map((c) => `${c},`).join('');
  }
  return authCodes;
}

/** The cart count is loaded only for users holding 'all' or v3-5 (spec section 6). */
export const canLoadCartCount = (authCodes: string | undefined | null): boolean =>
  hasAll(authCodes) || hasPermission(authCodes, CART_CODE);

/** authCodes derived from a user's roles: 'all' if any role holds it, else comma-terminated codes. */
export function deriveAuthCodes(roleCodes: readonly (readonly string[])[]): string {
  const flat = roleCodes.flat();
  if (flat.includes(ALL_CODE)) return ALL_CODE;
  return [...new Set(flat)].map((c) => `${c},`).join('');
}
