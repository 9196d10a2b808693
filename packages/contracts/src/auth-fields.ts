import { z } from 'zod';

/** Fields the sign-in, profile, registration and dev contracts share (not exported from the package). */

// `sec` is RSA-OAEP(SHA-256) of the password with the key of /auth/publickey, base64, URL-encoded twice.
// 2048-bit RSA gives 344 base64 characters; double URL-encoding can triple that.
export const zSec = z.string().min(1).max(2048);
export const zToken = z.string().min(1).max(128);
export const zSubsys = z.string().min(1).max(64);
