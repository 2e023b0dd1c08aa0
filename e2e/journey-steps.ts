/**
 * The steps of a purchase as a player takes them, for the browser tests: each finds
 * things by role and visible label. Brand watt, player1 (docs/sandbox.md). The labels
 * are the page's language's (`Words`, English unless given): the storefront's from its
 * locale file, the sandbox's names (servers, goods, channels) as the sandbox translates them.
 */
import type { Page } from 'playwright-core';
import ar from '../locales/ar.json' with { type: 'json' };
import ko from '../locales/ko.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { translateText } from '../sandbox/i18n.ts';
import type { SandboxLanguage } from '../sandbox/seed/texts.ts';

export const PLAYER = { username: 'player1', password: 'Password1!' };
export const WATT_ENTRY = '/selectGame?domain_area=universal';

/** A page language: the storefront's messages in it, and the sandbox's names in it. */
export interface Words {
  lang: SandboxLanguage;
  m: typeof en;
  /** A name the sandbox sends ("300 Gems", "Platform Pay") as it sends it in this language. */
  sandbox: (english: string) => string;
}
const words = (lang: SandboxLanguage, m: typeof en): Words => ({ lang, m, sandbox: (s) => translateText(s, lang) });
export const EN = words('en', en);
export const AR = words('ar', ar as typeof en);
export const KO = words('ko', ko as typeof en);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The Pay button's label whatever the price: "Pay {{price}}" up to the price, "{{price}} 결제" from it. */
export const payLabel = (w: Words = EN) => {
  const [before, after] = w.m['recharge.pay'].split('{{price}}') as [string, string | undefined];
  return new RegExp(`^${escape(before)}${after ? `.+${escape(after)}$` : ''}`);
};

export async function logIn(page: Page, who = PLAYER, w: Words = EN): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: w.m['header.login'] }).click();
  const dialog = page.getByRole('dialog', { name: w.m['login.title'] });
  await dialog.getByLabel(w.m['login.username']).fill(who.username);
  await dialog.getByLabel(w.m['login.password']).fill(who.password);
  // Login success reloads the page (after the login event, up to 1 s): wait for that
  // reload, or the next step could act on the page it is about to replace.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: w.m['login.submit'], exact: true }).click();
  await reloaded;
  await page.getByRole('banner').getByRole('button', { name: new RegExp(who.username) }).waitFor();
}

export async function chooseGame(page: Page, name = 'Starfall', w: Words = EN): Promise<void> {
  await page.getByRole('radio', { name }).check();
  await page.getByRole('button', { name: w.m['common.next'] }).click();
  await page.getByRole('heading', { name: w.m['page.selectGoods'], level: 1 }).waitFor();
}

export async function chooseServer(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('radio', { name }).check();
}

export async function chooseRoleAndGoods(page: Page, role: string, goods: string, w: Words = EN): Promise<void> {
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('radio', { name: new RegExp(`^${escape(w.sandbox(goods))}`) }).check();
}

export async function toRecharge(page: Page, w: Words = EN): Promise<void> {
  await page.getByRole('button', { name: w.m['common.next'] }).click();
  await page.getByRole('heading', { name: w.m['page.recharge'], level: 1 }).waitFor();
  await page.getByRole('radio').first().waitFor();
}

/** From /selectGame to /recharge for 300 Gems on S101 Aurora as Aria. */
export async function upToRecharge(page: Page, goods = '300 Gems', w: Words = EN): Promise<void> {
  await logIn(page, PLAYER, w);
  await chooseGame(page, 'Starfall', w);
  await chooseServer(page, new RegExp(escape(w.sandbox('S101 Aurora'))));
  await chooseRoleAndGoods(page, 'Aria', goods, w);
  await toRecharge(page, w);
}

/** Pays on /recharge and lands on the stand-in payment site. */
export async function payAndReachPaymentSite(page: Page, w: Words = EN): Promise<void> {
  await page.getByRole('button', { name: payLabel(w) }).click();
  await page.getByRole('button', { name: 'Leave pending' }).waitFor();
}

export async function resultTitle(page: Page): Promise<string> {
  const h = page.getByRole('heading', { level: 2 }).first();
  await h.waitFor();
  return (await h.textContent()) ?? '';
}
