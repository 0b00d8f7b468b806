import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'media/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**', 'next-env.d.ts', 'test-results/**'],
  },
]

export default config
