/**
 * Whether each social login the brand offers can run in a tap: its provider's script is
 * loaded when the login popup opens (src/login/social.ts), and until it is there the
 * button says it is loading and does nothing (a window opened when the script arrives
 * would be outside the tap). Keyed by provider; none: nothing to load.
 */
import { proxy } from 'valtio/vanilla';

export type SocialReadiness = 'loading' | 'ready' | 'failed';

export const socialReadiness = proxy<Record<string, SocialReadiness>>({});
