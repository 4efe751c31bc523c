/**
 * What `nori serve` tells the person who started it: the addresses that really reach it (on a
 * wildcard host such as 0.0.0.0, `http://0.0.0.0:PORT/` reaches nothing from another device), and
 * the browser it opens with `--open`.
 */

import { spawn } from 'node:child_process';
import { isIP, isIPv6 } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';
import { type Message, msg } from '../../i18n/index.js';

/** The address as a URL: IPv6 hosts in brackets, as URLs want them. */
export function formatAddress(host: string, port: number): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

/**
 * True for the addresses that mean "every interface of this machine": 0.0.0.0, the all-zero IPv6
 * address in any spelling (`::`, `0:0:0:0:0:0:0:0`, `[::]`) and its IPv4-mapped form. `nori
 * serve` asks this of the address the kernel reports after listening, so every other spelling
 * that a resolver turns into one of these (`0`, `0x0`, `0.0`, `000.0.0.0`) counts too.
 */
export function isWildcardHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare === '0.0.0.0') return true;
  if (!isIPv6(bare)) return false;
  return /^[0:]+$/.test(bare) || /^[0:]*:ffff:0\.0\.0\.0$/i.test(bare);
}

/**
 * The host as `listen` wants it: an IPv6 address in URL brackets (`[::1]`) without them. Other
 * text is left as it is (the resolver reads it).
 */
export function listenHost(host: string): string {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return isIPv6(bare) ? bare : host;
}

/**
 * The host shown in the printed URL for a server that `host` made listen on `bound` (what the
 * kernel reports): a name stays a name (`localhost`), but a numeric spelling a browser may not
 * read as the same address (`0x7f.1`, `127.1`) is shown as the bound address.
 */
export function shownHost(host: string, bound: string): string {
  const bare = listenHost(host);
  return isIP(bare) !== 0 || /^[0-9a-fx.]+$/i.test(bare) ? bound : bare;
}

/**
 * The URLs to print for a server listening on `host`: the host itself, or for a wildcard host
 * `localhost` and then every external address of the machine (IPv4 only for 0.0.0.0; IPv4 and
 * IPv6 for `::`, which also accepts IPv4 on the usual dual-stack set-up). Link-local IPv6
 * addresses are left out: a browser cannot open them without a zone.
 */
export function listenUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string[] {
  if (!isWildcardHost(host)) return [formatAddress(host, port)];
  const ipv6 = host !== '0.0.0.0' && !/ffff/i.test(host);
  const urls = [`http://localhost:${port}/`];
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      if (info.internal) continue;
      if (info.family === 'IPv6' && (!ipv6 || /^fe[89ab]/i.test(info.address))) continue;
      const url = formatAddress(info.address, port);
      if (!urls.includes(url)) urls.push(url);
    }
  }
  return urls;
}

/** A program and its arguments. */
export interface Command {
  readonly command: string;
  readonly args: readonly string[];
}

/**
 * The command that opens `url` in a browser: `$BROWSER` when set (the first of its
 * list, `%s` replaced by the URL or the URL appended, as the convention goes), else the platform's
 * opener.
 */
export function browserCommand(
  url: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): Command {
  const chosen = (env.BROWSER ?? '').split(platform === 'win32' ? ';' : ':')[0]?.trim() ?? '';
  if (chosen !== '') {
    const [command, ...args] = chosen.split(/\s+/);
    const withUrl = args.some((arg) => arg.includes('%s'))
      ? args.map((arg) => arg.replaceAll('%s', url))
      : [...args, url];
    return { command: command!, args: withUrl };
  }
  switch (platform) {
    case 'darwin':
      return { command: 'open', args: [url] };
    case 'win32':
      return { command: 'cmd', args: ['/c', 'start', '""', url] };
    default:
      return { command: 'xdg-open', args: [url] };
  }
}

/**
 * Opens `url` in a browser without waiting for it. Failing to is never fatal: `warn` gets one line
 * saying so, and the server goes on.
 */
export function openBrowser(url: string, warn: (line: Message) => void): void {
  const { command, args } = browserCommand(url, process.env, process.platform);
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(command, [...args], {
      stdio: 'ignore',
      detached: true,
      // cmd reads its own command line: `start "" URL` must reach it without Node's quoting.
      windowsVerbatimArguments: process.platform === 'win32' && command === 'cmd',
    });
  } catch (error) {
    warn(msg('serve.browser-failed', { command, why: (error as Error).message, url }));
    return;
  }
  child.once('error', (error: NodeJS.ErrnoException) => {
    const why = error.code === 'ENOENT' ? msg('serve.not-found') : (error.code ?? error.message);
    warn(msg('serve.browser-error', { command, why, url }));
  });
  child.once('exit', (code) => {
    if (code !== null && code !== 0) {
      warn(msg('serve.browser-exited', { command, code, url }));
    }
  });
  child.unref();
}
