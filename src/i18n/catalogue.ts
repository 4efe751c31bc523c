/**
 * The types of the catalogues: a code, the placeholders of its text (read from the English text's
 * literal type), and the check that both languages use the same ones. Types only.
 */
import type { en } from './en.js';

/** A code of a text: a key of the English catalogue. */
export type Code = keyof typeof en;

/** A catalogue of one language: a text for every code. */
export type Catalogue = { readonly [C in Code]: string };

/** The names of the placeholders of a text: `{name}` and `{name:이/가}` both give `name`. */
export type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}`
  ? (P extends `${infer Name}:${string}` ? Name : P) | Placeholders<Rest>
  : never;

/** The placeholders of `code`'s text. */
export type ParamsOf<C extends Code> = Placeholders<(typeof en)[C]>;

/** The codes of `A` whose placeholders differ in `B`. */
type Mismatched<A, B> = {
  [C in keyof A & keyof B]: [Placeholders<A[C]>] extends [Placeholders<B[C]>]
    ? [Placeholders<B[C]>] extends [Placeholders<A[C]>]
      ? never
      : C
    : C;
}[keyof A & keyof B];

/** `true` when every code has the same placeholders in `A` and `B`; otherwise names the codes. */
export type SamePlaceholders<A, B> = [Mismatched<A, B>] extends [never]
  ? true
  : { readonly placeholdersDifferIn: Mismatched<A, B> };
