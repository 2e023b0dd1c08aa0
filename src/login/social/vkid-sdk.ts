/**
 * VK ID's SDK from its npm package (@vkid/sdk, its exact version pinned in package.json),
 * a chunk of the bundle of its own, imported by vk.ts when the login popup opens: served
 * from the storefront's origin, so no public package CDN is in any brand's CSP, and no
 * release VK publishes later runs on the payment page unreviewed. Only Config and Auth
 * are used (no widgets); the SDK talks to id.vk.ru itself (code exchange, its statistics).
 */
import { Auth, Config, ConfigAuthMode, ConfigResponseMode } from '@vkid/sdk';

export const vkid = { Auth, Config, ConfigAuthMode, ConfigResponseMode };
