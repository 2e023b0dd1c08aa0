/**
 * Seed: test accounts, their roles and the social identities. The same accounts exist for
 * every brand (listed in docs/sandbox.md).
 */
import type { AccountRec } from '../model.ts';

export const TEST_ACCOUNTS: readonly AccountRec[] = [
  { suid: '10000001', username: 'player1', password: 'Password1!', real_name_status: 1, years: 30, real_name: '홍*동' },
  { suid: '10000002', username: 'player2', password: 'Password2!', real_name_status: 1, years: 25, real_name: '김*희' },
  { suid: '10000003', username: 'krnoreal', password: 'Password3!', real_name_status: 0, years: 0, real_name: '' },
];

/** What README and the CLI print about each account. */
export const ACCOUNT_NOTES: Record<string, string> = {
  player1: 'roles on servers 101 (two), 102 and 201 of every game; none on 103-105, 202-205. Has an unpaid order, a used weekly pass and starter pack, promotion progress, replenishments, gift card login.',
  player2: 'no roles anywhere (the "no character" path); owns the 90-second replenishment.',
  krnoreal: 'no real-name verification: on brand ko the purchase calls answer 6001. A role on server 101.',
};

/** Roles every game has for these accounts: [username, server, role id, name, level]. */
export const ROLE_SEED: readonly [string, number, string, string, number][] = [
  ['player1', 101, '10101', 'Aria', 58],
  ['player1', 101, '10102', 'Bront', 12],
  ['player1', 102, '10201', 'Cyra', 33],
  ['player1', 201, '20101', 'Dax', 70],
  ['krnoreal', 101, '10103', 'Minji', 40],
];

/** player1's role that holds the seeded orders. */
export const MAIN_ROLE = { serverId: 101, roleId: '10101' } as const;

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook', 'twitter', 'vk', 'kakao'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialIdentity {
  /** Unique per provider; the provider's user id. */
  id: string;
  label: string;
  /** The account this identity logs in as; null: a new account is made on first login. */
  account: string | null;
}

/** Each stand-in provider offers these two identities on its approval page. */
export function socialIdentities(p: SocialProvider): SocialIdentity[] {
  return [
    { id: `${p}-uid-1`, label: 'Player One (linked to player1)', account: 'player1' },
    { id: `${p}-uid-2`, label: 'New Player (makes a new account)', account: null },
  ];
}
