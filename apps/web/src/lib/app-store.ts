import { type Locale, storageKeys, type UserInfo } from '@mall/contracts';
import { create } from 'zustand';
import { getCookie } from './cookies';

export interface LocationState {
  locationName: string;
  /** Province id then city id. */
  cityIds: string[];
  cityId: string;
  /** The language `locationName` was asked in; a page in another language asks for the name again. */
  lang?: Locale;
  /** 'zh_CN' when the name had no translation in `lang` and is the Chinese one. */
  contentLang?: 'zh_CN';
}

interface AppState {
  /**
   * Logged-in state is decided by the presence of a token (spec §6): the session cookie is HttpOnly, so the
   * page reads its readable companion, set and cleared by the server with it.
   */
  hasToken: boolean;
  userInfo: UserInfo | null;
  /** Permission codes of the current centre (`permi` of the menu list); null until they have arrived. */
  permissions: string[] | null;
  loginDialogOpen: boolean;
  /** On phones the right bar is a menu opened from the header's menu button. */
  quickMenuOpen: boolean;
  cartCount: number;
  location: LocationState | null;
  setUserInfo(userInfo: UserInfo | null): void;
  setPermissions(permissions: string[] | null): void;
  setLoginDialogOpen(open: boolean): void;
  setQuickMenuOpen(open: boolean): void;
  setCartCount(count: number): void;
  setLocation(location: LocationState | null): void;
  /** Re-reads the signed-in marker (after sign-in or logout). */
  syncToken(): void;
}

const hasTokenCookie = () => typeof document !== 'undefined' && Boolean(getCookie(storageKeys.signedIn));

/** Client state shared across the app: session, login-dialog flag, cart count, location. */
export const useAppStore = create<AppState>()((set) => ({
  hasToken: hasTokenCookie(),
  userInfo: null,
  permissions: null,
  loginDialogOpen: false,
  quickMenuOpen: false,
  cartCount: 0,
  location: null,
  setUserInfo: (userInfo) => set({ userInfo }),
  setPermissions: (permissions) => set({ permissions }),
  setLoginDialogOpen: (loginDialogOpen) => set({ loginDialogOpen }),
  setQuickMenuOpen: (quickMenuOpen) => set({ quickMenuOpen }),
  setCartCount: (cartCount) => set({ cartCount: Math.max(0, cartCount) }),
  setLocation: (location) => set({ location }),
  syncToken: () => set({ hasToken: hasTokenCookie() }),
}));
