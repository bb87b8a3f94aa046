import type {FrameworkPatch} from '../../lib/framework-patches';
import {STARTUP_PATCHES} from '../../plugins/app-startup/patches';

/**
 * Every snippet patch the site's plugins apply to framework files, for the checks that run them all (the unit
 * tests, `npm run check:next-framework`). tests/unit/framework-internals.test.ts matches it against the registry
 * both ways, so a plugin's patches left out of it fail there.
 */
export const SITE_PATCHES: readonly FrameworkPatch[] = [...STARTUP_PATCHES];
