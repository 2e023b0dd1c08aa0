/**
 * startSandbox: one listener per stand-in host on loopback (ports from sandbox/ports.ts),
 * each with its router, all sharing one in-memory state. Faults sit in front of the
 * routers; 'refuse' really closes a host's listening socket.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CODE } from '../src/api/contract.ts';
import { ContractCheck } from './contract-check.ts';
import { FaultBoard, type FaultHost, type FaultSpec, MAINTENANCE_PAGE } from './faults.ts';
import { corsHeaders, envelope, envelopeReply } from './http.ts';
import { PORT_OFFSETS, sandboxOrigin, type SandboxHost } from './ports.ts';
import { createRouter, send, type Origins, type RequestListener, type Route, type Services } from './router.ts';
import { SandboxState } from './state.ts';
import { requestOrigin, wrongBackendReply } from './wrong-backends.ts';
import { authRoutes } from './handlers/auth.ts';
import { bannerRoutes } from './handlers/banner.ts';
import { cardRoutes } from './handlers/card.ts';
import { catalogueRoutes } from './handlers/catalogue.ts';
import { COLLECTOR_BODY_LIMIT, errorLogRoutes, trackingRoutes } from './handlers/collectors.ts';
import { controlOps, controlRoutes, type ControlOps } from './handlers/control.ts';
import { koreaRoutes } from './handlers/korea.ts';
import { orderRoutes } from './handlers/orders.ts';
import { paymentSiteRoutes } from './handlers/payment-site.ts';
import { promotionRoutes } from './handlers/promotions.ts';
import { replenishmentRoutes } from './handlers/replenishment.ts';
import { socialRoutes } from './handlers/social.ts';
import { cardProviderRoutes } from './handlers/card-provider.ts';
import { windowProviderRoutes } from './handlers/window-provider.ts';

export const LOOPBACK = '127.0.0.1';

export interface SandboxOptions {
  portBase: number;
  /** Faults switched on from the start. */
  faults?: FaultSpec[];
  /** Delay between Pay and the order reading done (default 3000 ms). */
  payLagMs?: number;
  /**
   * Check every request to the API hosts and collectors, and every answer, against
   * api/openapi.yaml; read the result with contractReport() (contract-check.ts).
   */
  validate?: boolean;
  /**
   * The origin of the page twitter_auth's `url` names: the social host (default), where a
   * staging build's STORE_SOCIAL_AUTH_ORIGIN points; or X's own (https://api.x.com) for a
   * browser test that answers X's host with the social host, as it does every provider's.
   */
  twitterPageOrigin?: string;
}

export interface SandboxHandle extends ControlOps {
  origins: Origins;
  portBase: number;
  close(): Promise<void>;
}

/** All API routes: served identically by the primary and both backups. */
export const API_ROUTES: Route[] = [
  ...authRoutes, ...koreaRoutes, ...catalogueRoutes, ...bannerRoutes, ...orderRoutes, ...cardRoutes, ...promotionRoutes, ...replenishmentRoutes,
];

/** One host's listening socket, which a 'refuse' fault closes and clearing reopens. */
class HostListener {
  private server: http.Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(readonly host: SandboxHost, readonly port: number, private readonly onRequest: (req: IncomingMessage, res: ServerResponse) => void) {}

  get open(): boolean { return this.server !== null; }

  start(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = http.createServer({ requestTimeout: 0, keepAliveTimeout: 5_000 }, this.onRequest);
    server.on('connection', (s) => { this.sockets.add(s); s.on('close', () => this.sockets.delete(s)); });
    server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) { socket.destroy(); return; }
      const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify(envelope(CODE.BAD_PARAM, tooLarge ? 'The request address or headers are too large.' : 'Malformed HTTP request.', null));
      socket.end(`HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', (e: NodeJS.ErrnoException) => {
        this.server = null;
        reject(e.code === 'EADDRINUSE' ? new Error(`Sandbox ${this.host}: port ${this.port} on ${LOOPBACK} is in use (another sandbox running? pick another --port-base).`) : e);
      });
      server.listen(this.port, LOOPBACK, () => resolve());
    });
  }

  /** Closes the listening socket and drops every open connection. */
  stop(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    this.server = null;
    return new Promise((resolve) => {
      server.close(() => resolve());
      for (const s of this.sockets) s.destroy();
      this.sockets.clear();
    });
  }

  /** Requests held by a 'hang' fault. */
  readonly hung = new Set<ServerResponse>();

  /** Drops the connections of hung requests (their answers never come). */
  dropHung(): void {
    for (const res of this.hung) res.socket?.destroy();
    this.hung.clear();
  }
}

export async function startSandbox(opts: SandboxOptions): Promise<SandboxHandle> {
  const base = opts.portBase;
  const hosts = Object.keys(PORT_OFFSETS) as SandboxHost[];
  const origins = Object.fromEntries(hosts.map((h) => [h, sandboxOrigin(h, base)])) as Origins;
  const state = new SandboxState({ payLagMs: opts.payLagMs });
  const board = new FaultBoard();
  const listeners = new Map<SandboxHost, HostListener>();
  const timers = new Set<NodeJS.Timeout>();
  const check = opts.validate ? new ContractCheck() : undefined;

  const svc: Services = {
    state,
    origins,
    twitterPageOrigin: opts.twitterPageOrigin ?? origins.social,
    setFault(f) {
      board.set(f);
      if (f.mode === 'refuse') void listeners.get(f.host)?.stop();
    },
    async clearFaults(host) {
      board.clear(host as FaultHost | undefined);
      await Promise.all([...listeners.values()].filter((l) => !host || l.host === host).map(async (l) => {
        l.dropHung();
        if (!l.open) await l.start();
      }));
    },
    faults: () => board.all(),
    contractReport: () => check?.report() ?? { checked: 0, violations: [], deliberate: [] },
  };
  const ops = controlOps(svc);

  const api = createRouter(API_ROUTES, svc, { cors: true, check });
  const routers: Record<SandboxHost, RequestListener> = {
    control: createRouter(controlRoutes(ops), svc, { cors: true }),
    api, apiBackup1: api, apiBackup2: api,
    payment: createRouter(paymentSiteRoutes, svc, { cors: false, forms: true }),
    tracking: createRouter(trackingRoutes, svc, { cors: true, forms: true, bodyLimit: COLLECTOR_BODY_LIMIT, check }),
    errorLog: createRouter(errorLogRoutes, svc, { cors: true, bodyLimit: COLLECTOR_BODY_LIMIT, check }),
    // CORS: VK ID's SDK exchanges its code from the storefront's page.
    social: createRouter(socialRoutes, svc, { cors: true, forms: true }),
    // CORS: Stripe.js calls its API from the storefront's page and its own frame.
    providers: createRouter([...cardProviderRoutes, ...windowProviderRoutes], svc, { cors: true, forms: true }),
  };

  const delay = (ms: number) => new Promise<void>((resolve) => {
    const t = setTimeout(() => { timers.delete(t); resolve(); }, ms);
    timers.add(t);
  });

  for (const host of hosts) {
    const route = routers[host];
    const origin = origins[host];
    const listener: HostListener = new HostListener(host, base + PORT_OFFSETS[host], (req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (host === 'api' || host === 'apiBackup1' || host === 'apiBackup2') state.apiRequests.push({ host, method: req.method ?? '', path });
      const fault = board.take(host, path, req.method === 'OPTIONS');
      void (async () => {
        if (fault?.mode === 'hang') {
          req.resume();
          listener.hung.add(res);
          res.on('close', () => listener.hung.delete(res));
          return;
        }
        if (fault?.mode === 'slow') await delay(fault.delayMs ?? 2_000);
        if (fault?.mode === 'gateway') {
          req.resume();
          res.writeHead(fault.status!, { 'content-type': 'text/html', ...corsHeaders(req) });
          res.end(`<html><body><h1>${fault.status} Gateway error</h1></body></html>`);
          return;
        }
        if (fault?.mode === 'page') {
          req.resume();
          res.writeHead(fault.status ?? 200, { 'content-type': fault.contentType ?? 'text/html; charset=utf-8', ...corsHeaders(req) });
          res.end(fault.body ?? MAINTENANCE_PAGE);
          return;
        }
        if (fault?.mode === 'code') {
          req.resume();
          send(res, envelopeReply(fault.code ?? CODE.INTERNAL, fault.msg ?? `Sandbox fault: code ${fault.code}`), corsHeaders(req));
          return;
        }
        const wrong = fault && wrongBackendReply(fault, req);
        if (wrong) {
          req.resume();
          send(res, wrong);
          return;
        }
        await route(req, res, host, requestOrigin(req, origin), fault?.mode === 'mangle' ? fault : undefined);
      })();
    });
    listeners.set(host, listener);
  }

  const started: HostListener[] = [];
  try {
    for (const l of listeners.values()) { await l.start(); started.push(l); }
  } catch (e) {
    await Promise.all(started.map((l) => l.stop()));
    throw e;
  }
  for (const f of opts.faults ?? []) ops.setFault(f);

  return {
    ...ops,
    origins,
    portBase: base,
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([...listeners.values()].map((l) => l.stop()));
    },
  };
}

export type { FaultSpec };
