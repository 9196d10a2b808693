export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * Password strength for the strength meter: 0 when shorter than 6 characters, otherwise the number
 * of character classes used among lowercase, uppercase, digits and anything else (symbols, spaces,
 * non-ASCII letters), so 1 to 4.
 */
export function passwordStrength(password: string): PasswordStrength {
  // Count code points, not UTF-16 units, so an emoji is one character as the user sees it.
  if ([...password].length < 6) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password));
  return Math.min(classes.length, 4) as PasswordStrength;
}

/**
 * Luhn (mod 10) checksum of a card number. Spaces are ignored since card numbers are usually typed
 * in groups of four; any other non-digit fails. Only the checksum is verified: the length limits are
 * the `bankCard` rule's job, and corporate accounts do not use Luhn at all.
 */
export function luhnCheck(cardNumber: string): boolean {
  const digits = cardNumber.replace(/ /g, '');
  // A lone digit has no payload to protect, and "0" would pass trivially.
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    // Double every second digit from the right, the check digit itself being position 0.
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
