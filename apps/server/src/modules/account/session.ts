/** A signed-in caller as every service sees it: who, in which centre, with which permission codes. */
export interface Session {
  userId: number;
  custId: number;
  subsysCode: string;
  oldUserId: number | null;
  tokenHash: string;
  /** Permission codes of the account's role in this centre (spec §6); '*' is every code. */
  permissions: readonly string[];
}
