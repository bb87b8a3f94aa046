import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {moveCardDescriptions} from '../../plugins/doc-cards';

const doc = (id: string, description?: string) => ({id, title: id, ...(description && {description}), sidebar: 'docs'});

/** The docs plugin's route tree: the instance, its version (with the version data) and the version's pages. */
function tree(): RouteConfig {
  return {
    path: '/docs',
    component: 'root',
    routes: [
      {
        path: '/docs',
        component: 'version',
        props: {
          version: {
            pluginId: 'default',
            docs: {
              intro: doc('intro', 'Start here.'),
              tweening: doc('tweening', 'Values over time.'),
              nested: doc('nested', 'Deep.'),
            },
            docsSidebars: {
              docs: [
                {type: 'link', href: '/docs/', label: 'Intro', docId: 'intro'},
                {
                  type: 'category',
                  label: 'Getting started',
                  href: '/docs/category/getting-started',
                  items: [
                    {type: 'link', href: '/docs/tweening', label: 'Tweening', docId: 'tweening'},
                    {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
                    {
                      type: 'category',
                      label: 'Deeper',
                      href: '/docs/category/deeper',
                      items: [{type: 'link', href: '/docs/nested', label: 'Nested', docId: 'nested'}],
                    },
                  ],
                },
              ],
            },
          },
        },
        routes: [
          {path: '/docs/tweening', component: 'doc'},
          {path: '/docs/category/getting-started', component: 'index', props: {categoryGeneratedIndex: {title: 'G'}}},
          {path: '/docs/category/deeper', component: 'index', props: {categoryGeneratedIndex: {title: 'D'}}},
        ],
      },
    ],
  };
}

describe('the guides docs instance: descriptions only where doc cards show them', () => {
  const moved = moveCardDescriptions(tree());
  const version = moved.routes![0]!;
  const [page, category, subCategory] = version.routes!;

  it('takes the descriptions out of the version data and keeps the rest of its map', () => {
    const docs = (version.props!.version as {docs: Record<string, unknown>}).docs;
    expect(docs).toEqual({
      intro: {id: 'intro', title: 'intro', sidebar: 'docs'},
      tweening: {id: 'tweening', title: 'tweening', sidebar: 'docs'},
      nested: {id: 'nested', title: 'nested', sidebar: 'docs'},
    });
  });

  it("gives each category page the descriptions of its own guides' cards, at any depth", () => {
    expect(category!.props).toEqual({
      categoryGeneratedIndex: {title: 'G'},
      cardDescriptions: {tweening: 'Values over time.'},
    });
    expect(subCategory!.props).toEqual({categoryGeneratedIndex: {title: 'D'}, cardDescriptions: {nested: 'Deep.'}});
  });

  it('leaves other pages alone', () => {
    expect(page).toEqual({path: '/docs/tweening', component: 'doc'});
    expect(moved.path).toBe('/docs');
  });

  it('passes through a tree without version data', () => {
    const plain: RouteConfig = {path: '/x', component: 'x', props: {tag: {label: 'y'}}};
    expect(moveCardDescriptions(plain)).toBe(plain);
  });
});
