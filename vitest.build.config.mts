import {defineConfig} from 'vitest/config';

/** Checks of the production build's output (`build/`): run after `npm run build`. */
export default defineConfig({
  test: {
    include: ['tests/build-output/**/*.test.ts'],
    testTimeout: 180_000,
  },
});
