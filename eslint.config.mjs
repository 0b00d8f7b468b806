import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'media/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**', 'next-env.d.ts', 'test-results/**'],
  },
  {
    // Schemas take zod from '@/contract/schemas/z', which configures it for our CSP (types may come from 'zod').
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/schemas/z.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from '@/contract/schemas/z'.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // The data model stands below the request layer (docs/architecture.md): collections, globals, access
    // rules and the job tasks import nothing from src/server or src/app.
    files: ['src/collections/**/*.ts', 'src/globals/**/*.ts', 'src/access/**/*.ts', 'src/jobs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from '@/contract/schemas/z'.", allowTypeImports: true }],
          patterns: [
            { group: ['@/server', '@/server/*', '@/app', '@/app/*', '**/server/*', '**/app/*'], message: 'The data model imports nothing from the request layer (src/server, src/app).' },
          ],
        },
      ],
    },
  },
  {
    // Screens and pages reach /api only through the contract's entries (src/contract/api.ts): no path literal.
    files: ['src/components/**/*.{ts,tsx}', 'src/app/(frontend)/**/*.{ts,tsx}', 'src/app/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: "Use the contract's entry (api.… from '@/contract/api'), not an /api path." },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: "Use the contract's entry (api.… from '@/contract/api'), not an /api path." },
      ],
    },
  },
]

export default config
