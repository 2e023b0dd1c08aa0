/**
 * Which in-page payments this brand and device have, answered at once (the Pay button's
 * label and the channel list need it while rendering); the payment code itself loads when
 * it is used (card-form.ts, korea-window.ts).
 */
import paymentProviders from 'virtual:brand/paymentProviders';
import { detectPlatform } from '../../lib/platform.ts';

/** The brand names a card provider: card-form channels are offered only then. */
export function hasCardForm(): boolean {
  return paymentProviders.card !== undefined;
}

/** Korea's payment window opens here: the brand has one and the platform detector says desktop ('web'). */
export function koreaWindowHere(ua?: string, touchPoints?: number): boolean {
  return paymentProviders.koreaWindow !== undefined && detectPlatform(ua, touchPoints) === 'web';
}
