/**
 * The path part of a request to `nori serve`, checked before the file system is touched: a
 * request names a file of the served folder only through plain path segments. Anything that could
 * climb out of the folder or name something hidden (`..`, `.`, dotfiles, an encoded `/` or `\`,
 * NUL) is refused here, whatever its encoding, so the file lookup never sees it.
 */

import { type Message, msg } from '../../i18n/index.js';

/** Where a request target points inside the served folder, or why it points nowhere. */
export type RequestPath =
  | {
      readonly ok: true;
      /** Decoded path segments below the served folder; empty for the root. */
      readonly segments: readonly string[];
      /** True when the path ends with `/`: only a folder's index.html may answer it. */
      readonly folder: boolean;
    }
  | { readonly ok: false; readonly status: 400 | 404; readonly reason: Message };

const refuse = (status: 400 | 404, reason: Message): RequestPath => ({ ok: false, status, reason });

/**
 * Parses a request target as Node hands it over (`req.url`, not normalised): origin form
 * (`/a/b?q`) or absolute form (`http://host/a/b`). Malformed targets are 400; targets that are
 * well formed but could only name something outside the folder or hidden are 404.
 */
export function parseRequestPath(target: string): RequestPath {
  let path = target;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(path);
  if (absolute !== null) path = path.slice(absolute[0].length) || '/';
  if (!path.startsWith('/')) return refuse(400, msg('serve.reason.not-a-path'));
  const end = path.search(/[?#]/);
  if (end !== -1) path = path.slice(0, end);
  if (path.includes('\\')) return refuse(404, msg('serve.reason.backslash'));

  const raw = path.slice(1).split('/');
  const folder = raw[raw.length - 1] === '';
  if (folder) raw.pop();
  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return refuse(400, msg('serve.reason.percent-encoding'));
    }
    if (segment.includes('\0')) return refuse(400, msg('serve.reason.nul'));
    if (segment === '') return refuse(404, msg('serve.reason.empty-segment'));
    if (segment.includes('/') || segment.includes('\\')) {
      return refuse(404, msg('serve.reason.encoded-slash'));
    }
    if (segment === '.' || segment === '..') return refuse(404, msg('serve.reason.dot-segment'));
    if (segment.startsWith('.')) return refuse(404, msg('serve.reason.hidden-file'));
    segments.push(segment);
  }
  return { ok: true, segments, folder: folder || segments.length === 0 };
}
