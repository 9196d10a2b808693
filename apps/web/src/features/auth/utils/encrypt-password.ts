import { encryptSec } from '../../../lib/encrypt-sec';
import { getPublicKey } from '../api/get-public-key';

/** The password as `sec`, with the key the server serves now. */
export async function encryptPassword(password: string): Promise<string> {
  return encryptSec(password, await getPublicKey());
}
