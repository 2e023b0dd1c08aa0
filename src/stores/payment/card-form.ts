/**
 * The in-page card form of a card-form channel (rechargeType 3), with the provider the
 * brand file names (`payments.card`, adapters in card-form-adapter.ts). Its script loads
 * only when the form is shown, i.e. when the player has picked such a channel. The fields
 * belong to the provider (its frame): the page sees neither the card number nor the code.
 */
import { proxy } from 'valtio/vanilla';
import paymentProviders from 'virtual:brand/paymentProviders';
import type { Channel } from '../../api/contract.ts';
import { locale } from '../locale.ts';
import type { CardFormAdapter, CardOutcome, MountedCardForm } from './card-form-adapter.ts';

type CardProvider = NonNullable<typeof paymentProviders.card>['provider'];

/** One adapter per card provider, each loaded with the form. */
const ADAPTERS: Record<CardProvider, () => Promise<CardFormAdapter>> = {
  stripe: () => import('./stripe.ts').then((m) => m.stripeCardForm),
};

export const cardForm = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  /** The provider says every field is filled in. */
  complete: false,
});

let mounted: MountedCardForm | null = null;
/** The fields on their way: Pay pressed meanwhile waits for them. */
let mounting: Promise<void> | null = null;
let run = 0;

function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Loads the provider's script and shows its fields in `el`, for the chosen channel's price. */
export function mountCardForm(el: HTMLElement, channel: Pick<Channel, 'price' | 'currency'>): Promise<void> {
  mounting = mount(el, channel);
  return mounting;
}

async function mount(el: HTMLElement, channel: Pick<Channel, 'price' | 'currency'>): Promise<void> {
  const provider = paymentProviders.card;
  if (!provider) return;
  unmountCardForm();
  const mine = ++run;
  cardForm.status = 'loading';
  cardForm.complete = false;
  try {
    const adapter = await ADAPTERS[provider.provider]();
    const m = await adapter.mount(el, {
      provider, amount: channel.price, currency: channel.currency, digits: minorDigits(channel.currency), locale: locale.lang,
      onChange: (complete) => { if (mine === run) cardForm.complete = complete; },
    });
    if (mine !== run) { m.destroy(); return; }
    mounted = m;
    cardForm.status = 'ready';
  } catch {
    if (mine === run) cardForm.status = 'failed';
  }
}

export function unmountCardForm(): void {
  run++;
  mounted?.destroy();
  mounted = null;
  mounting = null;
  cardForm.status = 'idle';
  cardForm.complete = false;
}

/** Before an order is placed: the provider's message when the fields are not ready, else null. */
export async function checkCardForm(): Promise<{ ok: boolean; message: string | null }> {
  await mounting;
  if (!mounted) return { ok: false, message: null };
  const message = await mounted.check();
  return { ok: message === null, message };
}

/** Takes focus to the card's first field, where a check found something missing. */
export function focusCardForm(): void {
  mounted?.focus();
}

/** Pays the placed order with the fields' card; a declined card leaves the form as it is, to try again. */
export async function confirmCardForm(clientSecret: string, returnUrl: string): Promise<CardOutcome> {
  if (!mounted) return { outcome: 'unknown', message: null };
  return mounted.confirm(clientSecret, returnUrl);
}

/** Why the provider failed a payment that came back from its own page (Stripe's return, redirect_status=failed). */
export async function cardPaymentError(clientSecret: string): Promise<string | null> {
  const provider = paymentProviders.card;
  if (!provider) return null;
  return (await ADAPTERS[provider.provider]()).paymentError(provider, clientSecret, locale.lang);
}
