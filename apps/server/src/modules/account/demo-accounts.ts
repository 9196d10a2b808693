// The demo seed's accounts as far as the account module must know them: production names any still left
// on a database with the demo password (server.ts), and the platform account may not use that password.
// The seed (seed/generators/accounts.ts) creates them with these.

export const demoPassword = 'demo1234';

/** The sign-in numbers of the demo accounts (seed/generators/accounts.ts: demoAccounts; the README lists them). */
export const demoMobiles = [
  '13900000000',
  '13800000001',
  '13800000002',
  '13900000001',
  '13800000003',
  '13800000004',
  // The platform's staff (seed/data/accounts.ts: demoPlatformRoles).
  '13900000010',
  '13900000011',
  '13900000012',
  // The demo merchant's customer list (seed/data/accounts.ts: listedBuyers).
  '13300000001',
  '13300000002',
];
