import {describe, expect, it} from 'vitest';

import {socialCardPath, socialCardSection} from '../../plugins/social-cards/sections';
import {sectionOf} from '../../src/sections';

describe('social cards', () => {
  it.each([
    ['/', 'home'],
    ['/docs/tweening', 'guides'],
    ['/docs/', 'guides'],
    ['/api/2d/components/Rect', 'api'],
    ['/blog/public-release', 'blog'],
    ['/search', 'home'],
    ['/docsearch', 'home'],
  ])('%s uses the %s card', (path, id) => expect(socialCardSection(path).id).toBe(id));

  it('names one PNG per section', () =>
    expect(socialCardPath(socialCardSection('/api/core'))).toBe('img/social/api.png'));
});

describe('sectionOf', () => {
  it.each([
    ['/docs/', 'guides'],
    ['/docs', 'guides'],
    ['/docs/signals#x', 'guides'],
    ['/api/core/types/Vector2?x=1', 'api'],
    ['/blog/public-release', 'blog'],
  ])('%s is in %s', (path, id) => expect(sectionOf(path)?.id).toBe(id));

  it.each(['/', '/docsearch', '/search', '/editor/'])('%s is in no section', (path) =>
    expect(sectionOf(path)).toBeNull(),
  );
});
