// The views of the front page's pictures (docs/img/), shared by `npm run screenshots`
// (web/screenshots.mjs, which writes them) and the browser test that takes the same views
// (test/e2e/playground-review.test.ts, into test-output/).
export const PICTURES = [
  {
    file: 'dice-yut.png',
    viewport: { width: 1200, height: 760 },
    hash: 'yut?dice=1234123412&step=6',
    clicks: [],
  },
  {
    file: 'omok.png',
    viewport: { width: 1200, height: 760 },
    hash: 'omok?size=15&moves=8+8,8+9,7+7,9+9,6+6,5+5,9+7,10+10,7+9,9+11,10+6,11+5',
    clicks: ['#omok-numbers'],
  },
];
