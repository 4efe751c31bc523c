/** The views of the front page's pictures (web/pictures.mjs). */
export interface Picture {
  readonly file: string;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly hash: string;
  readonly clicks: readonly string[];
}
export declare const PICTURES: readonly Picture[];
