/**
 * The files `nori serve` sends: only regular files inside the served folder, reached without
 * following a symbolic link, answered with correct ranges, conditional requests and HEAD.
 *
 * Why not a static-file library: sirv (used before) ended the whole process on `Range:
 * bytes=10-5`, followed symbolic links and answered 503 to everything once the folder held a link
 * loop; `send`/`serve-static` open files by path after a stat that follows links and would wait
 * forever on a FIFO. Being sure that the bytes sent are those of the regular file that was checked
 * needs the file descriptor itself: each path segment is lstat'ed (a link, device, FIFO or socket
 * is refused), the file is opened with O_NOFOLLOW | O_NONBLOCK, and fstat must show the same
 * regular file. O_NOFOLLOW covers only the last segment, and a folder may be swapped for a link
 * between its lstat and the open (issue 23: 1,172 of 9,840 racing requests got a file from
 * outside), so the descriptor's own path (/proc/self/fd, where the system has it) must then be
 * exactly the folder's real path joined with the segments: a link anywhere on the way, swapped in
 * at any moment, shows there. If-None-Match / If-Modified-Since go through `fresh` (the library
 * `send` is built on); Range through range.ts.
 *
 * The built playground holds gzip and brotli copies of its text files (scripts/build.mjs): the
 * copy the client prefers (Accept-Encoding, with q-values) is sent with its Content-Encoding, its
 * own entity tag and `Vary: Accept-Encoding`; ranges and conditions apply to what is sent.
 */

import { constants, type Stats } from 'node:fs';
import { type FileHandle, lstat, open, readlink, realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import fresh from 'fresh';
import { lookup } from 'mrmime';
import { type Message, msg } from '../../i18n/index.js';
import { requestedSlice } from './range.js';

/** A regular file of the served folder, open and checked. */
export interface ServedFile {
  readonly handle: FileHandle;
  readonly stats: Stats;
  /** The path below the folder that was opened (a folder's index.html for a folder). */
  readonly name: string;
  /** The content coding of a pre-compressed copy (then `name` is the file it is a copy of). */
  readonly encoding?: Encoding;
}

/** The content codings the build makes copies in, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The files the build compresses (the same list as scripts/build.mjs). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest|wasm)$/;

/** The real path of each served folder (the folder itself is trusted). */
const realRoots = new Map<string, string>();

async function realRoot(root: string): Promise<string> {
  let real = realRoots.get(root);
  if (real === undefined) {
    real = await realpath(root);
    realRoots.set(root, real);
  }
  return real;
}

/** The path the system has for an open descriptor, or undefined where it cannot tell. */
async function openedPath(handle: FileHandle): Promise<string | undefined> {
  try {
    return await readlink(`/proc/self/fd/${handle.fd}`);
  } catch {
    return undefined;
  }
}

/** A file found, or the reason why nothing is served (always a 404). */
export type FileLookup =
  | { readonly ok: true; readonly file: ServedFile }
  | { readonly ok: false; readonly reason: Message };

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

function describeKind(stats: Stats): Message {
  if (stats.isSymbolicLink()) return msg('serve.reason.symbolic-link');
  if (stats.isDirectory()) return msg('serve.reason.folder');
  if (stats.isFIFO()) return msg('serve.reason.fifo');
  if (stats.isSocket()) return msg('serve.reason.socket');
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return msg('serve.reason.device');
  return msg('serve.reason.not-regular');
}

async function lstatOrNull(path: string): Promise<Stats | null> {
  try {
    return await lstat(path);
  } catch {
    return null;
  }
}

/**
 * Finds and opens the regular file that `segments` name inside `root`. Every segment must be a
 * real folder (not a link to one) and the last a regular file; a folder is answered by its
 * index.html only when the request asked for a folder (`folder`, a path ending with `/`).
 */
export async function openServedFile(
  root: string,
  segments: readonly string[],
  folder: boolean,
): Promise<FileLookup> {
  let path = root;
  let stats: Stats | null = null;
  const names = [...segments];
  for (let i = 0; i < names.length; i++) {
    path = join(path, names[i]!);
    stats = await lstatOrNull(path);
    if (stats === null) return { ok: false, reason: msg('serve.reason.no-such-file') };
    const last = i === names.length - 1;
    if (!last && !stats.isDirectory()) return { ok: false, reason: describeKind(stats) };
  }
  if (stats === null || stats.isDirectory()) {
    if (!folder) return { ok: false, reason: msg('serve.reason.folder') };
    path = join(path, 'index.html');
    names.push('index.html');
    stats = await lstatOrNull(path);
    if (stats === null) return { ok: false, reason: msg('serve.reason.folder-without-index') };
  } else if (folder) {
    return { ok: false, reason: msg('serve.reason.not-a-folder') };
  }
  if (!stats.isFile()) return { ok: false, reason: describeKind(stats) };

  let handle: FileHandle;
  try {
    handle = await open(path, OPEN_FLAGS);
  } catch {
    return { ok: false, reason: msg('serve.reason.cannot-open') };
  }
  try {
    const opened = await handle.stat();
    // A file swapped between the lstat and the open (for a link, a FIFO, another file) is refused.
    if (!opened.isFile() || opened.ino !== stats.ino || opened.dev !== stats.dev) {
      await handle.close();
      return { ok: false, reason: msg('serve.reason.changed') };
    }
    // A folder on the way swapped for a link after its lstat: the descriptor's path tells.
    const real = await openedPath(handle);
    if (real !== undefined && real !== join(await realRoot(root), ...names)) {
      await handle.close();
      return { ok: false, reason: msg('serve.reason.through-link') };
    }
    return { ok: true, file: { handle, stats: opened, name: names.join('/') } };
  } catch {
    await handle.close().catch(() => {});
    return { ok: false, reason: msg('serve.reason.cannot-read') };
  }
}

/**
 * A strong validator from size and modification time, as nginx makes for static files; a
 * compressed copy's tag names its coding (another representation, another tag).
 */
export function entityTag(stats: Stats, encoding?: Encoding): string {
  const coding = encoding === undefined ? '' : `-${encoding}`;
  return `"${Math.floor(stats.mtimeMs).toString(16)}-${stats.size.toString(16)}${coding}"`;
}

/**
 * The content codings of ENCODINGS that an Accept-Encoding header accepts, best first (RFC 9110,
 * 12.5.3): by q-value, br before gzip at equal q, and only those the client likes at least as
 * much as no coding at all (`identity`: when not named, acceptable unless `*;q=0`, and liked
 * less than any coding named).
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  if (header === undefined) return [];
  const text = Array.isArray(header) ? header.join(',') : header;
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (name === '') continue;
    let value = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(param);
      if (match !== null) value = Number(match[1]);
      else if (/^\s*q\s*=/i.test(param)) value = 0; // a malformed weight accepts nothing
    }
    q.set(name === 'x-gzip' ? 'gzip' : name, value);
  }
  const wildcard = q.get('*');
  // Not named: acceptable, but after any coding the client names (servers prefer to compress).
  const identity = q.get('identity') ?? (wildcard === 0 ? 0 : Number.MIN_VALUE);
  const weight = (coding: Encoding): number => q.get(coding) ?? wildcard ?? 0;
  return ENCODINGS.filter((coding) => weight(coding) > 0 && weight(coding) >= identity).sort(
    (a, b) => weight(b) - weight(a),
  );
}

/**
 * The pre-compressed copy of `file` the client prefers, opened as safely as the file itself, or
 * undefined (then `file` is sent as it is). On success `file`'s own descriptor is closed.
 */
export async function openEncoded(
  root: string,
  file: ServedFile,
  acceptEncoding: string | string[] | undefined,
): Promise<ServedFile | undefined> {
  if (!COMPRESSIBLE.test(file.name)) return undefined;
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const segments = `${file.name}${EXTENSION[encoding]}`.split('/');
    const found = await openServedFile(root, segments, false);
    if (!found.ok) continue;
    await file.handle.close().catch(() => {});
    return { handle: found.file.handle, stats: found.file.stats, name: file.name, encoding };
  }
  return undefined;
}

function httpDate(ms: number): string {
  return new Date(ms).toUTCString();
}

/** The entity tags of an If-Match / If-None-Match header (`*` stays `*`). */
function tagList(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * If-Match and If-Unmodified-Since (RFC 9110, 13.1.1 and 13.1.4): false when the request asks
 * for another version than the one on disk. If-Match compares strongly, so a weak tag never
 * matches.
 */
function preconditionsHold(req: IncomingMessage, tag: string, lastModified: string): boolean {
  const ifMatch = req.headers['if-match'];
  if (ifMatch !== undefined) {
    const tags = tagList(ifMatch);
    return tags.includes('*') || tags.includes(tag);
  }
  const ifUnmodified = req.headers['if-unmodified-since'];
  if (ifUnmodified !== undefined) {
    const since = Date.parse(ifUnmodified);
    if (!Number.isNaN(since)) return Date.parse(lastModified) <= since;
  }
  return true;
}

/**
 * If-Range (RFC 9110, 13.1.5): the range applies only if the validator names this very version:
 * the same strong tag, or exactly the Last-Modified date. Otherwise the whole file is sent.
 */
function rangeStillApplies(req: IncomingMessage, tag: string, lastModified: string): boolean {
  const ifRange = req.headers['if-range'];
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === tag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Date.parse(lastModified);
}

/** The media type of a file by its name; text is always UTF-8 in the built playground. */
export function contentType(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream';
  return /^text\/|^application\/(javascript|json|manifest\+json)$|^image\/svg\+xml$/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/**
 * Answers a GET or HEAD with `file` and closes it when done, however the answer ends. Returns
 * the status sent.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServedFile,
  cacheControl: string,
): number {
  const { handle, stats } = file;
  const close = () => {
    handle.close().catch(() => {});
  };
  const tag = entityTag(stats, file.encoding);
  const lastModified = httpDate(stats.mtimeMs);
  if (COMPRESSIBLE.test(file.name)) res.setHeader('Vary', 'Accept-Encoding');
  if (file.encoding !== undefined) res.setHeader('Content-Encoding', file.encoding);
  res.setHeader('ETag', tag);
  res.setHeader('Last-Modified', lastModified);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Accept-Ranges', 'bytes');

  if (!preconditionsHold(req, tag, lastModified)) {
    close();
    res.writeHead(412, { 'Content-Length': 0 });
    res.end();
    return 412;
  }
  if (fresh(req.headers, { etag: tag, 'last-modified': lastModified })) {
    close();
    res.writeHead(304);
    res.end();
    return 304;
  }

  const size = stats.size;
  const slice = rangeStillApplies(req, tag, lastModified)
    ? requestedSlice(req.headers.range, size)
    : ({ kind: 'whole' } as const);
  if (slice.kind === 'unsatisfiable') {
    close();
    res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
    res.end();
    return 416;
  }
  const start = slice.kind === 'part' ? slice.start : 0;
  const end = slice.kind === 'part' ? slice.end : size - 1;
  const status = slice.kind === 'part' ? 206 : 200;
  res.setHeader('Content-Type', contentType(file.name));
  res.setHeader('Content-Length', end - start + 1);
  if (slice.kind === 'part') res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.writeHead(status);

  if (req.method === 'HEAD' || end < start) {
    close();
    res.end();
    return status;
  }
  // pipeline closes the file and the answer together when either side fails (a client that goes
  // away, a file truncated while being read); neither is worth a log line.
  pipeline(handle.createReadStream({ start, end, autoClose: true }), res, () => {});
  return status;
}
