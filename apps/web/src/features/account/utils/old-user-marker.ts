/**
 * Marker of an impersonated session (spec §4: logout clears the token "and the old-user marker"). The
 * server's user info (`oldUser`) is what the page shows; the marker only follows the session's life.
 */
const oldUserMarker = 'oldUser';

export function setOldUserMarker() {
  try {
    localStorage.setItem(oldUserMarker, '1');
  } catch {
    // Storage blocked: the server's `oldUser` still says it.
  }
}

export function clearOldUserMarker() {
  try {
    localStorage.removeItem(oldUserMarker);
  } catch {
    // Storage blocked: nothing stored there either.
  }
}
