import type {OrderException} from './learning-path';

/**
 * Uses of a library name on a Getting started page before the page that teaches it, allowed on purpose. Each says
 * why the early use serves the reader better than a rewrite. The check fails on an entry that no longer matches.
 */
export const ORDER_EXCEPTIONS: readonly OrderException[] = [
  {
    page: '/tweening',
    name: 'Node',
    reason:
      'a plain <Node> only groups each label with its ball so the rows can be placed with one y; nothing about ' +
      'the tree matters to the example, and the hierarchy guide that explains it links back',
  },
  {
    page: '/flow',
    name: 'Node',
    reason:
      'Node is only the parameter type of a helper, so that it accepts any component; the helper uses nothing ' +
      'but opacity, which every node has',
  },
];
