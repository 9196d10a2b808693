// The account module's front door: other modules and the plugins import from here, never from its files.
export type { Session } from './session';
