import { create } from 'zustand';

/** Who a chat opened from a page is with, and what it is about (spec §3 chat entities). */
export interface ChatTarget {
  /** The merchant's (or the platform admin's, 1) customer id. */
  receiveCustId: number;
  /** Product conversation (type 1) when set. */
  productId?: number;
  /** Order conversation when set. */
  orderNumber?: string;
  /** Shown while the conversation loads. */
  title?: string;
}

interface ChatState {
  /** The chat window (spec screen 6) is open on this target; undefined when closed. */
  target: ChatTarget | undefined;
  openChat: (target: ChatTarget) => void;
  closeChat: () => void;
}

/**
 * Pages ask for the chat window through this store (a product's "chat with merchant", a shop, an order,
 * the right bar's service button); the chat feature renders the window. Callers check sign-in first.
 */
export const useChatStore = create<ChatState>()((set) => ({
  target: undefined,
  openChat: (target) => set({ target }),
  closeChat: () => set({ target: undefined }),
}));
