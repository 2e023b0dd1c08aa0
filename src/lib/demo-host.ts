/**
 * A page whose host name contains "demo" is the brand's demo storefront (spec section 7):
 * its calls go to hosts.demoApi (api/host-order.ts), and it sends no tracking
 * (tracking/send.ts).
 */
export function isDemoHost(hostname: string): boolean {
  return hostname.includes('demo');
}
