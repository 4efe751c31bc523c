import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { browserCommand, formatAddress, isWildcardHost, listenUrls } from './urls.js';

/** Interfaces as os.networkInterfaces() reports them on a laptop on Wi-Fi. */
const INTERFACES: NodeJS.Dict<NetworkInterfaceInfo[]> = {
  lo: [
    {
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '127.0.0.1/8',
    },
    {
      address: '::1',
      netmask: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      family: 'IPv6',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '::1/128',
      scopeid: 0,
    },
  ],
  wlan0: [
    {
      address: '192.168.0.7',
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: 'aa:bb:cc:dd:ee:ff',
      internal: false,
      cidr: '192.168.0.7/24',
    },
    {
      address: 'fe80::1',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: 'aa:bb:cc:dd:ee:ff',
      internal: false,
      cidr: 'fe80::1/64',
      scopeid: 3,
    },
    {
      address: '2001:db8::7',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: 'aa:bb:cc:dd:ee:ff',
      internal: false,
      cidr: '2001:db8::7/64',
      scopeid: 0,
    },
  ],
  docker0: [
    {
      address: '172.17.0.1',
      netmask: '255.255.0.0',
      family: 'IPv4',
      mac: '02:42:00:00:00:00',
      internal: false,
      cidr: '172.17.0.1/16',
    },
  ],
};

describe('listenUrls', () => {
  it.each<[string, string, string[]]>([
    ['a loopback address', '127.0.0.1', ['http://127.0.0.1:8017/']],
    ['an IPv6 loopback', '::1', ['http://[::1]:8017/']],
    ['a named host', 'localhost', ['http://localhost:8017/']],
    [
      'every IPv4 interface',
      '0.0.0.0',
      ['http://localhost:8017/', 'http://192.168.0.7:8017/', 'http://172.17.0.1:8017/'],
    ],
    [
      'every interface (dual stack), link-local left out',
      '::',
      [
        'http://localhost:8017/',
        'http://192.168.0.7:8017/',
        'http://[2001:db8::7]:8017/',
        'http://172.17.0.1:8017/',
      ],
    ],
  ])('%s', (_name, host, urls) => {
    expect(listenUrls(host, 8017, INTERFACES)).toEqual(urls);
  });

  it('still names localhost on a machine without a network', () => {
    expect(listenUrls('0.0.0.0', 1, { lo: INTERFACES.lo })).toEqual(['http://localhost:1/']);
  });

  it.each([
    ['0.0.0.0', true],
    ['::', true],
    ['0:0:0:0:0:0:0:0', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['localhost', false],
  ])('isWildcardHost(%s) is %s', (host, wildcard) => {
    expect(isWildcardHost(host)).toBe(wildcard);
  });

  it('puts IPv6 hosts in brackets', () => {
    expect(formatAddress('2001:db8::7', 80)).toBe('http://[2001:db8::7]:80/');
  });
});

describe('browserCommand', () => {
  const url = 'http://127.0.0.1:8017/';
  it.each<[string, NodeJS.ProcessEnv, NodeJS.Platform, { command: string; args: string[] }]>([
    ['xdg-open on Linux', {}, 'linux', { command: 'xdg-open', args: [url] }],
    ['open on macOS', {}, 'darwin', { command: 'open', args: [url] }],
    ['start on Windows', {}, 'win32', { command: 'cmd', args: ['/c', 'start', '""', url] }],
    [
      '$BROWSER first',
      { BROWSER: '/opt/firefox' },
      'darwin',
      { command: '/opt/firefox', args: [url] },
    ],
    [
      '$BROWSER with arguments',
      { BROWSER: 'firefox --new-tab' },
      'linux',
      { command: 'firefox', args: ['--new-tab', url] },
    ],
    [
      '$BROWSER with %s',
      { BROWSER: 'w3m %s -dump' },
      'linux',
      { command: 'w3m', args: [url, '-dump'] },
    ],
    [
      'the first of a $BROWSER list',
      { BROWSER: 'firefox:chromium' },
      'linux',
      { command: 'firefox', args: [url] },
    ],
    ['an empty $BROWSER', { BROWSER: '' }, 'linux', { command: 'xdg-open', args: [url] }],
  ])('%s', (_name, env, platform, expected) => {
    expect(browserCommand(url, env, platform)).toEqual(expected);
  });
});
