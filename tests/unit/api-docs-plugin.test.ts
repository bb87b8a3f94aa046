import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {describe, expect, it} from 'vitest';

import {routeWithoutDocCardData, withoutDocCardData, withoutPageList} from '../../plugins/api-reference/docs-plugin';

describe('the API docs instance global data', () => {
  it('keeps each version but only its main page', () => {
    const data: GlobalPluginData = {
      path: '/api',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/api',
          mainDocId: 'core/index',
          docs: [
            {id: 'core/index', path: '/api/core', sidebar: 'api'},
            {id: 'core/scenes/Scene', path: '/api/core/scenes/Scene', sidebar: 'api'},
          ],
          draftIds: [],
          sidebars: {api: {link: {path: '/api/core', label: 'core/index'}}},
        },
      ],
    };
    const lean = withoutPageList(data);
    expect(lean.versions[0]?.docs).toEqual([{id: 'core/index', path: '/api/core', sidebar: 'api'}]);
    expect({...lean.versions[0], docs: []}).toEqual({...data.versions[0], docs: []});
    expect(lean.path).toBe('/api');
  });
});

describe('the API docs instance version data', () => {
  it('leaves out the map of pages only doc cards read', () => {
    const props = {
      version: {
        pluginId: 'api',
        docsSidebars: {api: []},
        docs: {'core/index': {id: 'core/index', title: 'core', description: 'The core package.', sidebar: 'api'}},
      },
    };
    expect(withoutDocCardData(props)).toEqual({
      version: {pluginId: 'api', docsSidebars: {api: []}, docs: {}},
    });
  });

  it('reaches the version route nested under the instance route', () => {
    const docs = {'core/index': {id: 'core/index', title: 'core', description: 'The core package.', sidebar: 'api'}};
    const tree = {
      path: '/api',
      component: 'root',
      routes: [
        {path: '/api', component: 'version', props: {version: {docs}}, routes: [{path: '/api/core', component: 'doc'}]},
      ],
    };
    const lean = routeWithoutDocCardData(tree);
    expect(lean.routes?.[0]?.props).toEqual({version: {docs: {}}});
    expect(lean.routes?.[0]?.routes).toEqual([{path: '/api/core', component: 'doc'}]);
  });

  it('leaves the props of other routes alone', () => {
    const props = {tag: {label: 'x'}};
    expect(withoutDocCardData(props)).toBe(props);
    expect(withoutDocCardData(undefined)).toBeUndefined();
  });
});
