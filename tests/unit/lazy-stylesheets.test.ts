import {describe, expect, it} from 'vitest';

import {isLazyStylesheet} from '../../plugins/lazy-stylesheets';

describe('lazy stylesheets', () => {
  it('keeps the search modal stylesheet out of the page stylesheet, and nothing else', () => {
    expect(isLazyStylesheet({resource: '/site/node_modules/@docsearch/css/dist/modal.css'})).toBe(true);
    expect(isLazyStylesheet({nameForCondition: () => 'C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css'})).toBe(
      true,
    );
    expect(isLazyStylesheet({resource: '/site/node_modules/@docsearch/css/dist/button.css'})).toBe(false);
    expect(isLazyStylesheet({resource: '/site/src/css/custom.css'})).toBe(false);
    expect(isLazyStylesheet({})).toBe(false);
  });
});
