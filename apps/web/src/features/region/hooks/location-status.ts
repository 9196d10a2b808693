import { create } from 'zustand';

export type LocateStatus = 'idle' | 'locating' | 'done' | 'failed';

/** Where locating stands, shared by the label (in the shell) and the locating code (loaded later). */
export const useLocateStatus = create<{ status: LocateStatus }>()(() => ({ status: 'idle' }));
