import { afterEach } from 'vitest'

// UI tests opt into jsdom with `// @vitest-environment jsdom`; clean up after them when present.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
})
