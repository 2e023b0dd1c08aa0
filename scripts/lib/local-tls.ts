/**
 * A self-signed certificate for 127.0.0.1, made once with openssl and kept in `dir`, so a
 * loopback server can speak HTTP/2 as the brands' hosts do (scripts/nginx/config.ts:
 * `listen 443 ssl http2`). Chromium trusts it for that run alone through
 * `--ignore-certificate-errors-spki-list` with `spki`, and then treats the origin as
 * secure (its service worker registers), which the plain ignore flag does not do.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LocalTls { key: Buffer; cert: Buffer; spki: string }

export function localTls(dir: string): LocalTls {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  if (!fs.existsSync(keyFile) || !fs.existsSync(certFile)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile,
      '-days', '3650', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  }
  const cert = fs.readFileSync(certFile);
  const spkiDer = crypto.createPublicKey(cert).export({ type: 'spki', format: 'der' });
  return { key: fs.readFileSync(keyFile), cert, spki: crypto.createHash('sha256').update(spkiDer).digest('base64') };
}
