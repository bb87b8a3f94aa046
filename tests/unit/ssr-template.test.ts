import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {describe, expect, it} from 'vitest';

import {bootAfterPaintTemplate, SSR_TEMPLATE} from '../../ssr-template';

describe('the page template', () => {
  it("is Docusaurus's own with the deferred scripts swapped for preloads and the boot script", () => {
    expect(SSR_TEMPLATE).not.toContain('defer></script>');
    expect(SSR_TEMPLATE).toContain('<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />');
    expect(SSR_TEMPLATE).toContain('JSON.stringify(it.scripts.map((script) => it.baseUrl + script))');
    // Everything else is Docusaurus's, untouched.
    expect(SSR_TEMPLATE.slice(0, docusaurusTemplate.indexOf('<% it.scripts'))).toBe(
      docusaurusTemplate.slice(0, docusaurusTemplate.indexOf('<% it.scripts')),
    );
    expect(SSR_TEMPLATE.endsWith(docusaurusTemplate.slice(docusaurusTemplate.indexOf('</head>')))).toBe(true);
  });

  it('fails loudly when a Docusaurus update moved the script tags', () => {
    expect(() => bootAfterPaintTemplate('<html><head></head></html>')).toThrow(/update ssr-template\.ts/);
  });
});
