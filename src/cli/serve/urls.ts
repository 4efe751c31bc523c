/**
 * What `nori serve` tells the person who started it: the addresses that really reach it (on a
 * wildcard host such as 0.0.0.0, `http://0.0.0.0:PORT/` reaches nothing from another device), and
 * the browser it opens with `--open`.
 */
import { spawn } from 'node:child_process';
import { isIPv6 } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';

/** The address as a URL: IPv6 hosts in brackets, as URLs want them. */
export function formatAddress(host: string, port: number): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

/** True for the hosts that mean "every interface of this machine". */
export function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || (isIPv6(host) && /^[0:]+$/.test(host));
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
  const ipv6 = host !== '0.0.0.0';
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
export function openBrowser(url: string, warn: (line: string) => void): void {
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
    warn(`cannot open a browser with ${command} (${(error as Error).message}); open ${url}`);
    return;
  }
  child.once('error', (error: NodeJS.ErrnoException) => {
    const why = error.code === 'ENOENT' ? 'not found' : (error.code ?? error.message);
    warn(`cannot open a browser: ${command}: ${why}; open ${url}`);
  });
  child.once('exit', (code) => {
    if (code !== null && code !== 0) {
      warn(`cannot open a browser: ${command} exited with ${code}; open ${url}`);
    }
  });
  child.unref();
}
