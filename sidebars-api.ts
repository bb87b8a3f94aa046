import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {API_DOCS_DIR, API_PACKAGES} from './lib/api-packages';

type SidebarItems = SidebarsConfig[string];

/** Each package's categories and items, as written by the API reference generator. */
function packageItems(pkg: string): SidebarItems {
  const file = path.join(__dirname, API_DOCS_DIR, pkg, 'sidebar.json');
  if (!fs.existsSync(file)) {
    throw new Error(`[api] ${file} is missing: the API reference was not generated (run \`npm run api\`).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SidebarItems;
}

const sidebars: SidebarsConfig = {
  api: API_PACKAGES.map(({pkg}) => ({
    type: 'category' as const,
    label: `@canvas-commons/${pkg}`,
    // Collapsed: Docusaurus expands the package of the page being read, so its item is in sight.
    collapsed: true,
    link: {type: 'doc' as const, id: `${pkg}/index`},
    items: packageItems(pkg) as never,
  })),
};

export default sidebars;
