import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/claims/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
