/** The report's excerpts of a program's output and standard error (run.ts, `excerpt`). */
import { describe, expect, it } from 'vitest';
import { excerpt } from './run.js';

describe('excerpt', () => {
  // What g++'s library prints for a vector index past its end under --sanitize: the words that
  // say what happened come after 200 characters of the template's name.
  const assertion =
    "/usr/include/c++/12/bits/stl_vector.h:1123: std::vector<_Tp, _Alloc>::reference std::vector<_Tp, _Alloc>::operator[](size_type) [with _Tp = int; _Alloc = std::allocator<int>; reference = int&; size_type = long unsigned int]: Assertion '__n < this->size()' failed.";

  it("keeps a long line's beginning and end in standard error (tail)", () => {
    const shown = excerpt(`${assertion}\n`, 'en', true);
    expect(shown).toMatch(/^\/usr\/include\/c\+\+\/12\/bits\/stl_vector\.h:1123: /);
    expect(shown).toMatch(/\.\.\..*Assertion '__n < this->size\(\)' failed\.\n$/);
    expect(shown.trimEnd().length).toBe(160 + 3);
  });

  it("keeps a long line's beginning in the output", () => {
    const line = 'x'.repeat(300);
    expect(excerpt(`${line}\n`, 'en')).toBe(`${'x'.repeat(160)}...\n`);
  });

  it('leaves a short line whole', () => {
    expect(excerpt('Main.c:33:31: runtime error: index -1\n', 'en', true)).toBe(
      'Main.c:33:31: runtime error: index -1\n',
    );
  });
});
